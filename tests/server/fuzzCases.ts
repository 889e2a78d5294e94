// The fuzz test's requests (fuzz.test.ts): for every REST route of the contract table, every
// checkout API call, every root field of the query service (fuzzQueryCases.ts) and every client
// socket frame type, `count` mutations of its valid sample (fuzzSamples.ts) with the hostile
// values of fuzzInput.ts, plus fixed sweeps, sent with rotating credentials. Built up front
// from one seed, so a seed and a count replay the same requests.
import type { GraphQLSchema } from 'graphql';
import { CHECKOUT_SESSION_HEADER, type CheckoutCall } from '../../src/contract/checkoutApi.ts';
import { REST_BASE, type RestKey, type RouteSpec, restRoutes } from '../../src/contract/rest.ts';
import { CLIENT_MESSAGE_TYPES, type ClientMessageType, MAX_FRAME_BYTES } from '../../src/contract/socket.ts';
import { checkoutSamples } from './fuzzCheckoutSamples.ts';
import { frameSamples } from './fuzzFrameSamples.ts';
import { boundarySweep, describeValue, type Mutation, mutateBody, mutatePathParam, mutateQuery, type Random } from './fuzzInput.ts';
import { queryBodyCases, queryCases } from './fuzzQueryCases.ts';
import {
  appCredential,
  bodyPart,
  type Credentials,
  encodeSegment,
  type FrameCase,
  GARBAGE_TOKENS,
  type HttpCase,
  internalCredential,
  rotation,
  subShape,
} from './fuzzRequests.ts';
import type { FuzzIds, Sample } from './fuzzSamples.ts';
import { restSamples } from './fuzzSamples.ts';
import { BAD_STRINGS, DEEP_NESTING_LEVELS, deepNesting, INVALID_JSON_TEXTS, PROTOTYPE_KEYS, toJsonText } from './fuzzValues.ts';

export type { Credentials, FrameCase, HttpCase } from './fuzzRequests.ts';

/** Routes whose token guard is off (config public): a missing token is no refusal there. */
const PUBLIC_ROUTES: readonly RestKey[] = ['auth/anonymous', 'web-push/resubscribe/{token}'];

function restCases(
  random: Random,
  key: RestKey,
  sample: Sample<Record<string, unknown>>,
  count: number,
  credentials: Credentials,
  victim: () => string,
): HttpCase[] {
  const route: RouteSpec = restRoutes[key];
  const input = sample.input;
  const params = Object.fromEntries(route.params.map((name) => [name, input[name]]));
  const payload = Object.fromEntries(Object.entries(input).filter(([name]) => !route.params.includes(name)));
  const cases: HttpCase[] = [];
  for (let n = 0; n < count; n++) {
    const credential = route.internal
      ? internalCredential(random, credentials)
      : appCredential(random, sample.caller, !PUBLIC_ROUTES.includes(key), credentials, victim);
    const segments: Record<string, string> = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        encodeSegment(typeof value === 'object' ? JSON.stringify(value) : String(value)),
      ]),
    );
    let mutation: Mutation;
    let query = '';
    let body: Buffer | undefined;
    let contentType: string | null = null;
    if (route.params.length > 0 && random.chance(0.35)) {
      const name = random.pick(route.params);
      const value = params[name];
      if (Array.isArray(value)) {
        const replacement = random.pick<unknown>([
          [random.pick(BAD_STRINGS)],
          [-1],
          deepNesting(DEEP_NESTING_LEVELS),
          new Array(1_000).fill(1),
        ]);
        mutation = { value: replacement, surelyInvalid: false, description: `${name} := ${describeValue(replacement)}` };
        segments[name] = encodeSegment(toJsonText(replacement));
      } else if (value !== null && typeof value === 'object' && random.chance(0.7)) {
        const inner = mutateBody(random, value as Record<string, unknown>, subShape(sample.shape, name));
        mutation = { ...inner, description: `${name}: ${inner.description}` };
        segments[name] = encodeSegment(toJsonText(inner.value));
      } else {
        const inner = mutatePathParam(random, typeof value === 'object' ? JSON.stringify(value) : (value as string | number));
        mutation = { ...inner, description: `${name}: ${inner.description}` };
        segments[name] = encodeSegment(String(inner.value));
      }
      if (route.method === 'POST') {
        body = Buffer.from(JSON.stringify(payload));
        contentType = 'application/json';
      } else if (Object.keys(payload).length > 0)
        query = `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
    } else if (route.method === 'GET') {
      const mutated = mutateQuery(random, payload as Record<string, string | number | boolean>, sample.shape);
      mutation = { value: mutated.query, surelyInvalid: mutated.surelyInvalid, description: mutated.description };
      query = mutated.query.length > 0 ? `?${new URLSearchParams(mutated.query)}` : '';
    } else {
      const part = bodyPart(random, payload, sample.shape ?? {});
      ({ body, contentType, mutation } = part);
    }
    const path = REST_BASE + key.replace(/\{(\w+)\}/g, (_match, name: string) => segments[name]!) + query;
    const headers: Record<string, string> = { ...credential.header, ...(contentType ? { 'content-type': contentType } : {}) };
    cases.push({
      target: `REST ${route.method} ${key}`,
      origin: 'app',
      method: route.method === 'GET' ? 'GET' : 'POST',
      path,
      headers,
      ...(body ? { body } : {}),
      surelyInvalid: mutation.surelyInvalid || credential.refusedAnyway,
      description: `${mutation.description}${Object.keys(credential.header).length === 0 ? ' (no token)' : ''}`,
    });
  }
  return cases.concat(restSweep(key, sample, credentials, victim));
}

/** The route once per boundarySweep value of each input, sent as the guest (or victim, or internal caller). */
function restSweep(key: RestKey, sample: Sample<Record<string, unknown>>, credentials: Credentials, victim: () => string): HttpCase[] {
  const route: RouteSpec = restRoutes[key];
  return boundarySweep(sample.input).map((mutation): HttpCase => {
    const header: Record<string, string> = route.internal
      ? { 'x-internal-token': credentials.internalToken }
      : { authorization: `Bearer ${sample.caller === 'victim' ? victim() : credentials.guestToken}` };
    const input = mutation.value as Record<string, unknown>;
    const payload = Object.fromEntries(Object.entries(input).filter(([name]) => !route.params.includes(name)));
    const path =
      REST_BASE +
      key.replace(/\{(\w+)\}/g, (_match, name: string) =>
        encodeSegment(typeof input[name] === 'object' ? JSON.stringify(input[name]) : String(input[name])),
      );
    const isGet = route.method === 'GET';
    return {
      target: `REST ${route.method} ${key}`,
      origin: 'app',
      method: isGet ? 'GET' : 'POST',
      path:
        isGet && Object.keys(payload).length > 0
          ? `${path}?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`
          : path,
      headers: { ...header, ...(isGet ? {} : { 'content-type': 'application/json' }) },
      ...(isGet ? {} : { body: Buffer.from(JSON.stringify(payload)) }),
      surelyInvalid: false,
      description: mutation.description,
    };
  });
}

/** Checkout calls that work without a frame session (server/checkout/accountCalls.ts). */
const WITHOUT_SESSION: readonly CheckoutCall[] = ['session', 'password/lost', 'password/reset'];

function checkoutCases(
  random: Random,
  call: CheckoutCall,
  sample: Sample<Record<string, unknown>>,
  count: number,
  credentials: Credentials,
  victim: () => string,
): HttpCase[] {
  const cases: HttpCase[] = [];
  for (let n = 0; n < count; n++) {
    const needsSession = !WITHOUT_SESSION.includes(call);
    let session: string | null;
    if (sample.caller === 'victim') session = victim();
    else {
      const roll = random.next();
      session =
        roll < 0.6 ? credentials.guestSession : roll < 0.8 ? credentials.anonymousSession : roll < 0.9 ? null : random.pick(GARBAGE_TOKENS);
    }
    const refusedAnyway = needsSession && (session === null || GARBAGE_TOKENS.includes(session));
    const { body, contentType, mutation } = bodyPart(random, sample.input, sample.shape ?? {});
    cases.push({
      target: `checkout POST ${call}`,
      origin: 'checkout',
      method: 'POST',
      path: `/api/${call}`,
      headers: { ...(session ? { [CHECKOUT_SESSION_HEADER]: session } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
      body,
      surelyInvalid: mutation.surelyInvalid || refusedAnyway,
      description: mutation.description,
    });
  }
  for (const mutation of boundarySweep(sample.input)) {
    cases.push({
      target: `checkout POST ${call}`,
      origin: 'checkout',
      method: 'POST',
      path: `/api/${call}`,
      headers: {
        [CHECKOUT_SESSION_HEADER]: sample.caller === 'victim' ? victim() : credentials.guestSession,
        'content-type': 'application/json',
      },
      body: Buffer.from(JSON.stringify(mutation.value)),
      surelyInvalid: false,
      description: mutation.description,
    });
  }
  return cases;
}

// --- socket frames -------------------------------------------------------------------------

function frameCases(random: Random, type: ClientMessageType, sample: Sample<Record<string, unknown>>, count: number): FrameCase[] {
  const cases: FrameCase[] = [];
  for (let n = 0; n < count; n++) {
    const roll = random.next();
    const connection: FrameCase['connection'] = roll < 0.7 ? 'guest' : roll < 0.9 ? 'anonymous' : 'none';
    const mutation = mutateBody(random, sample.input, sample.shape);
    // Without a session only session.request is taken; an anonymous one is refused the login-only frames.
    const refusedAnyway =
      (connection === 'none' && type !== 'session.request') ||
      (connection === 'anonymous' && !['session.request', 'ping', 'leave', 'comeback'].includes(type));
    cases.push({
      target: `socket ${type}`,
      connection,
      frame: toJsonText({ type, data: mutation.value }),
      surelyInvalid: mutation.surelyInvalid || refusedAnyway,
      description: `${mutation.description} (${connection} connection)`,
    });
  }
  for (const mutation of boundarySweep(sample.input)) {
    cases.push({
      target: `socket ${type}`,
      connection: 'guest',
      frame: JSON.stringify({ type, data: mutation.value }),
      surelyInvalid: false,
      description: mutation.description,
    });
  }
  return cases;
}

/** Frames broken as a whole: not JSON, not an object, extra keys, unknown types, too large. */
function brokenFrameCases(random: Random, count: number): FrameCase[] {
  const frames: (() => { frame: string | Buffer; description: string })[] = [
    () => {
      const text = random.pick(INVALID_JSON_TEXTS);
      return { frame: text, description: `invalid JSON ${describeValue(text)}` };
    },
    () => ({ frame: Buffer.from([0xff, 0xfe, 0x00, 0x01]), description: 'binary frame' }),
    () => ({ frame: Buffer.from('{"type":"ping","data":{}}', 'utf16le'), description: 'UTF-16 text' }),
    () => {
      const value = random.pick<unknown>([[], 'ping', 1, null, { type: 'ping' }, { data: {} }, { type: 1, data: {} }]);
      return { frame: toJsonText(value), description: `frame := ${describeValue(value)}` };
    },
    () => ({
      frame: toJsonText({ type: 'ping', data: {}, [random.pick(PROTOTYPE_KEYS)]: { polluted: true } }),
      description: 'extra top-level key',
    }),
    () => {
      const type = random.pick(BAD_STRINGS);
      return { frame: toJsonText({ type, data: {} }), description: `type := ${describeValue(type)}` };
    },
    () => ({ frame: `{"type":"ping","data":{"pad":"${'x'.repeat(MAX_FRAME_BYTES)}"}}`, description: 'frame over MAX_FRAME_BYTES' }),
    () => ({
      frame: toJsonText({ type: random.pick(CLIENT_MESSAGE_TYPES), data: deepNesting(DEEP_NESTING_LEVELS, 'object') }),
      description: 'data nested 1,000 levels',
    }),
  ];
  return Array.from({ length: count * 2 }, () => {
    const { frame, description } = random.pick(frames)();
    return {
      target: 'socket frame',
      connection: random.pick(['guest', 'anonymous', 'none'] as const),
      frame,
      surelyInvalid: true,
      description,
    };
  });
}

// --- routes outside the contract table ------------------------------------------------------

/** The image, manifest and CSP report routes (fuzzSuite.ts ROUTES_OUTSIDE_CONTRACT) with bad paths and bodies. */
function otherRouteCases(random: Random, count: number): HttpCase[] {
  const segment = () => encodeSegment(random.chance(0.5) ? random.pick(BAD_STRINGS) : String(random.pick([-1, 0, 2 ** 31, 1e308, 1.5])));
  const paths = [
    () => `/img/${segment()}/1/w320.svg`,
    () => `/img/actor/${segment()}/w320.svg`,
    () => `/img/actor/1/${segment()}.svg`,
    () => `/img/gift/${segment()}.svg`,
    () => `/manifest/${segment()}`,
  ];
  const report = { 'csp-report': { 'document-uri': 'http://127.0.0.1/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } };
  const cases: HttpCase[] = [];
  for (let n = 0; n < count * 2; n++) {
    if (random.chance(0.5)) {
      cases.push({
        target: 'other GET routes',
        origin: 'app',
        method: 'GET',
        path: random.pick(paths)(),
        headers: {},
        surelyInvalid: false,
        description: 'bad path segment',
      });
      continue;
    }
    const mutation = mutateBody(random, report);
    const contentType = random.pick(['application/csp-report', 'application/reports+json', 'application/json', 'text/plain']);
    cases.push({
      target: 'POST /csp-report',
      origin: 'app',
      method: 'POST',
      path: '/csp-report',
      headers: { 'content-type': contentType },
      body: Buffer.from(random.chance(0.1) ? random.pick(INVALID_JSON_TEXTS) : toJsonText(mutation.value)),
      surelyInvalid: false,
      description: `${mutation.description} as ${contentType}`,
    });
  }
  return cases;
}

export interface FuzzCases {
  http: HttpCase[];
  frames: FrameCase[];
}

/** Every request of one run: `count` per route, call, operation and frame type. */
export function buildCases(
  random: Random,
  options: { ids: FuzzIds; credentials: Credentials; count: number; schema: GraphQLSchema },
): FuzzCases {
  const { ids, credentials, count } = options;
  const victimToken = rotation(credentials.victimTokens);
  const victimSession = rotation(credentials.victimSessions);
  const rest = restSamples(ids) as unknown as Record<RestKey, Sample<Record<string, unknown>>>;
  const checkout = checkoutSamples(ids) as unknown as Record<CheckoutCall, Sample<Record<string, unknown>>>;
  const frames = frameSamples(ids) as unknown as Record<ClientMessageType, Sample<Record<string, unknown>>>;
  return {
    http: [
      ...(Object.keys(rest) as RestKey[]).flatMap((key) => restCases(random, key, rest[key], count, credentials, victimToken)),
      ...(Object.keys(checkout) as CheckoutCall[]).flatMap((call) =>
        checkoutCases(random, call, checkout[call], count, credentials, victimSession),
      ),
      ...queryCases(random, options.schema, count, credentials),
      ...queryBodyCases(random, count, credentials),
      ...otherRouteCases(random, count),
    ],
    frames: [...CLIENT_MESSAGE_TYPES.flatMap((type) => frameCases(random, type, frames[type], count)), ...brokenFrameCases(random, count)],
  };
}
