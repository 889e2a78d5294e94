// What every fuzz request is made of (fuzzCases.ts, fuzzQueryCases.ts): the credentials it is
// sent with, an HTTP request or a socket frame with whether the contract surely refuses it, and
// the body of a JSON request (the mutation, broken JSON or a wrong content type).
import { describeValue, type Mutation, mutateBody, type Random, type Shape } from './fuzzInput.ts';
import type { Caller } from './fuzzSamples.ts';
import {
  BAD_STRINGS,
  DEEP_NESTING_LEVELS,
  deepNesting,
  INVALID_JSON_TEXTS,
  PROTOTYPE_KEYS,
  toJsonText,
  WRONG_CONTENT_TYPES,
} from './fuzzValues.ts';

/** The tokens and sessions requests are sent with; victims rotate (their calls end sessions). */
export interface Credentials {
  guestToken: string;
  anonymousToken: string;
  victimTokens: readonly string[];
  internalToken: string;
  guestSession: string;
  anonymousSession: string;
  victimSessions: readonly string[];
}

export interface HttpCase {
  target: string;
  origin: 'app' | 'checkout';
  method: 'GET' | 'POST';
  /** Path and query string on the origin. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The contract refuses this request: it must change nothing. */
  surelyInvalid: boolean;
  description: string;
}

export interface FrameCase {
  target: string;
  /** Which connection sends it: a logged-in guest's, an anonymous one, or one without a session. */
  connection: 'guest' | 'anonymous' | 'none';
  frame: string | Buffer;
  surelyInvalid: boolean;
  description: string;
}

/** Tokens no server ever issued (header-safe ASCII). */
export const GARBAGE_TOKENS = [
  'x',
  'a'.repeat(4_000),
  "' OR '1'='1",
  '../../etc/passwd',
  'null',
  'undefined',
  '%00',
  '<script>',
  'Bearer',
  '{}',
];

/** A path segment; lone surrogates (which encodeURIComponent refuses) become broken UTF-8. */
export function encodeSegment(text: string): string {
  return [...text].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** Rotates through a list, one item per call. */
export function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

export type Credential = { header: Record<string, string>; refusedAnyway: boolean };

export function appCredential(
  random: Random,
  caller: Caller | undefined,
  needsToken: boolean,
  credentials: Credentials,
  victim: () => string,
): Credential {
  if (caller === 'victim') return { header: { authorization: `Bearer ${victim()}` }, refusedAnyway: false };
  const roll = random.next();
  if (roll < 0.6) return { header: { authorization: `Bearer ${credentials.guestToken}` }, refusedAnyway: false };
  if (roll < 0.8) return { header: { authorization: `Bearer ${credentials.anonymousToken}` }, refusedAnyway: false };
  if (roll < 0.9) return { header: {}, refusedAnyway: needsToken };
  return {
    header: { authorization: random.pick([`Bearer ${random.pick(GARBAGE_TOKENS)}`, random.pick(GARBAGE_TOKENS), 'Basic YTpi']) },
    refusedAnyway: needsToken,
  };
}

export function internalCredential(random: Random, credentials: Credentials): Credential {
  const roll = random.next();
  if (roll < 0.75) return { header: { 'x-internal-token': credentials.internalToken }, refusedAnyway: false };
  if (roll < 0.85) return { header: {}, refusedAnyway: true };
  return {
    header: { 'x-internal-token': random.pick(GARBAGE_TOKENS), authorization: `Bearer ${credentials.guestToken}` },
    refusedAnyway: true,
  };
}

/** A JSON body request part: the mutation, broken JSON, or a content type the route does not take. */
export function bodyPart(
  random: Random,
  payload: Record<string, unknown>,
  shape: Shape,
): { body: Buffer; contentType: string | null; mutation: Mutation } {
  const hasPayload = Object.keys(payload).length > 0;
  const roll = random.next();
  if (roll < 0.08) {
    const text = random.pick(INVALID_JSON_TEXTS);
    return {
      body: Buffer.from(text),
      contentType: 'application/json',
      mutation: { value: text, surelyInvalid: hasPayload, description: `invalid JSON ${describeValue(text)}` },
    };
  }
  if (roll < 0.16) {
    const wrong = random.pick(WRONG_CONTENT_TYPES);
    return {
      body: Buffer.from(wrong.body),
      contentType: wrong.type,
      mutation: { value: wrong.body, surelyInvalid: hasPayload, description: `content type ${wrong.type ?? 'none'}` },
    };
  }
  if (!hasPayload) {
    const value = random.pick<unknown>([
      { [random.pick(PROTOTYPE_KEYS)]: { polluted: true } },
      [1, 2],
      'text',
      7,
      deepNesting(DEEP_NESTING_LEVELS),
      { extra: random.pick(BAD_STRINGS) },
    ]);
    return {
      body: Buffer.from(toJsonText(value)),
      contentType: 'application/json',
      mutation: { value, surelyInvalid: false, description: `body := ${describeValue(value)}` },
    };
  }
  const mutation = mutateBody(random, payload, shape);
  return { body: Buffer.from(toJsonText(mutation.value)), contentType: 'application/json', mutation };
}

/** The part of a shape below `prefix.` (for a `{payload}` path param holding an object). */
export function subShape(shape: Shape | undefined, prefix: string): Shape {
  const strip = (path: string) => (path.startsWith(`${prefix}.`) ? [path.slice(prefix.length + 1)] : []);
  return {
    optional: (shape?.optional ?? []).flatMap(strip),
    kinds: Object.fromEntries(Object.entries(shape?.kinds ?? {}).flatMap(([path, kind]) => strip(path).map((p) => [p, kind]))),
  };
}
