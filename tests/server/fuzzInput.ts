// The bad input of the fuzz test (fuzz.test.ts): a seeded random source and the mutations that
// turn a valid sample into bad input, drawing on the pools of hostile values (wrong types, huge
// and empty strings, boundary numbers, unicode, injection strings, prototype keys, deep nesting)
// in fuzzValues.ts.
//
// Every mutation says whether it is *surely invalid* for the contract (a field of the wrong
// JSON type, a required field missing, a body that is not an object, text that is not JSON):
// such a request must be refused and change nothing. The other mutations are *edge* values of
// the right type (an emoji comment, an id of 2^31, an unknown extra key) that the contract
// may allow: they must not break the server, and may change data only when answered 2xx.
// Pure: no I/O, so a seed replays the same requests.

/** The seed's PRNG (mulberry32, server/db/seed/random.ts): the same sequence for the same seed everywhere. */
export { createRandom, type Random } from '../../server/db/seed/random.ts';

import type { Random } from '../../server/db/seed/random.ts';
import { MAX_ID } from '../../src/contract/validation.ts';
import {
  BAD_NUMBERS,
  BAD_STRINGS,
  DEEP_NESTING_LEVELS,
  DEEPER_NESTING_LEVELS,
  deepNesting,
  PROTOTYPE_KEYS,
  RAW_NUMBER_TOKENS,
  RawJson,
  toJsonText,
} from './fuzzValues.ts';

// --- the shape of a sample and its mutations ----------------------------------------------

/**
 * How a sample field's type is read when the contract's type is wider than the sample value:
 * 'free': an object whose contents are free (Record<string, unknown>), so only replacing the
 * whole object is surely invalid; 'primitive': any string, number or boolean may be valid.
 * Fields not named take the JSON type of their sample value; a null sample value means the
 * field is nullable and of unknown type (nothing surely invalid but missing it when required).
 */
type FieldKind = 'free' | 'primitive';

export interface Shape {
  /** Field paths ('a', 'a.b', 'list.0') the contract marks optional: dropping them is allowed. */
  optional?: readonly string[];
  /** Fields whose contract type is wider than their sample value. */
  kinds?: Readonly<Record<string, FieldKind>>;
}

/** One mutated value and what was done, for the failure report and the replay. */
export interface Mutation {
  value: unknown;
  /** The contract surely refuses this value. */
  surelyInvalid: boolean;
  description: string;
}

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** A short, printable form of a value for the report (huge strings and deep nesting cut). */
export function describeValue(value: unknown): string {
  const text = value instanceof RawJson ? value.text : toJsonText(value);
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/** A value of another JSON type than `type` (never null: null may be allowed). */
function valueOfOtherType(random: Random, type: JsonType): unknown {
  const candidates: (() => unknown)[] = [];
  if (type !== 'string')
    candidates.push(
      () => random.pick(BAD_STRINGS),
      () => random.pick(['1', '0', '-1', 'NaN', '1e308', 'true', 'false']),
    );
  if (type !== 'number')
    candidates.push(
      () => random.pick(BAD_NUMBERS),
      () => random.pick([0, 1, -1, 2 ** 53]),
    );
  if (type !== 'boolean') candidates.push(() => random.pick([true, false]));
  if (type !== 'object')
    candidates.push(
      () => ({}),
      () => ({ [random.pick(PROTOTYPE_KEYS)]: { polluted: true } }),
      () => deepNesting(DEEP_NESTING_LEVELS, 'object'),
    );
  if (type !== 'array')
    candidates.push(
      () => [],
      () => [1, 'a', null],
      () => deepNesting(DEEP_NESTING_LEVELS),
      () => [random.pick(BAD_STRINGS)],
    );
  return random.pick(candidates)();
}

/** A value of the same JSON type as `sample` at or past its boundaries. */
function edgeValueLike(random: Random, sample: unknown): unknown {
  switch (jsonTypeOf(sample)) {
    case 'string':
      return random.pick(BAD_STRINGS);
    case 'number':
      return random.chance(0.2) ? new RawJson(random.pick(RAW_NUMBER_TOKENS)) : random.pick(BAD_NUMBERS);
    case 'boolean':
      return !sample;
    case 'array':
      return random.pick([[], new Array(5_000).fill((sample as unknown[])[0] ?? 1), [...(sample as unknown[]), ...(sample as unknown[])]]);
    case 'object':
      return {};
    default:
      return random.pick([null, random.pick(BAD_STRINGS), random.pick(BAD_NUMBERS), true, {}, []]);
  }
}

interface FieldRef {
  path: string;
  value: unknown;
}

/** Every field of an object sample, depth first (array items as `list.0`). */
function fieldsOf(value: unknown, prefix = ''): FieldRef[] {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [{ path, value: child }, ...fieldsOf(child, path)];
  });
}

function isUnderFree(path: string, shape: Shape): boolean {
  return Object.entries(shape.kinds ?? {}).some(([field, kind]) => kind === 'free' && path.startsWith(`${field}.`));
}

/** A deep copy with the value at `path` replaced (undefined: removed). */
export function withField(value: unknown, path: string, replacement: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const key = head!;
  if (rest.length > 0)
    (copy as Record<string, unknown>)[key] = withField((copy as Record<string, unknown>)[key], rest.join('.'), replacement);
  else if (replacement === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
  } else (copy as Record<string, unknown>)[key] = replacement;
  return copy;
}

/** A field replaced by a value of a JSON type the contract does not allow there. */
function wrongType(random: Random, sample: unknown, shape: Shape, fields: FieldRef[]): Mutation | null {
  const typed = fields.filter(
    (field) => field.value !== null && !isUnderFree(field.path, shape) && shape.kinds?.[field.path] !== 'primitive',
  );
  if (typed.length === 0) return null;
  const field = random.pick(typed);
  const replacement = valueOfOtherType(random, jsonTypeOf(field.value));
  return {
    value: withField(sample, field.path, replacement),
    surelyInvalid: true,
    description: `${field.path} := ${describeValue(replacement)} (wrong type)`,
  };
}

/** A required field left out. */
function dropRequired(random: Random, sample: unknown, shape: Shape, fields: FieldRef[]): Mutation | null {
  const required = fields.filter(
    (field) =>
      !isUnderFree(field.path, shape) &&
      !(shape.optional ?? []).includes(field.path) &&
      !/\.\d+$/.test(field.path) &&
      !/(^|\.)\d+\./.test(field.path),
  );
  if (required.length === 0) return null;
  const field = random.pick(required);
  return { value: withField(sample, field.path, undefined), surelyInvalid: true, description: `without ${field.path}` };
}

/** The whole body as something that is not an object. */
function notAnObject(random: Random): Mutation {
  const value = random.pick<unknown>([
    [],
    [{}],
    'a string',
    42,
    true,
    null,
    deepNesting(DEEP_NESTING_LEVELS),
    deepNesting(DEEPER_NESTING_LEVELS),
    random.pick(BAD_STRINGS),
  ]);
  return { value, surelyInvalid: true, description: `body := ${describeValue(value)}` };
}

/** Edge values of the right type in one to three fields. */
function edgeValues(random: Random, sample: unknown, fields: FieldRef[]): Mutation | null {
  if (fields.length === 0) return null;
  let value = sample;
  const changes: string[] = [];
  for (let n = random.int(1, 3); n > 0; n--) {
    const field = random.pick(fields);
    const replacement = edgeValueLike(random, field.value);
    value = withField(value, field.path, replacement);
    changes.push(`${field.path} := ${describeValue(replacement)}`);
  }
  return { value, surelyInvalid: false, description: changes.join(', ') };
}

/** Unknown keys, prototype keys among them, beside the valid fields. */
function extraKeys(random: Random, sample: unknown): Mutation {
  const key = random.chance(0.6) ? random.pick(PROTOTYPE_KEYS) : random.pick(BAD_STRINGS).slice(0, 200) || 'extra';
  const extra = random.pick<unknown>([{ polluted: true }, 1, 'x', null, deepNesting(DEEP_NESTING_LEVELS)]);
  const value = { ...(sample as Record<string, unknown>), [key]: extra };
  return { value, surelyInvalid: false, description: `extra key ${JSON.stringify(key.slice(0, 30))} := ${describeValue(extra)}` };
}

/** A nullable-looking or optional field set to null or left out. */
function nullOrMissingOptional(random: Random, sample: unknown, shape: Shape, fields: FieldRef[]): Mutation | null {
  const candidates = fields.filter(
    (field) => field.value === null || (shape.optional ?? []).includes(field.path) || isUnderFree(field.path, shape),
  );
  if (candidates.length === 0) return null;
  const field = random.pick(candidates);
  const drop = random.chance(0.5);
  return {
    value: withField(sample, field.path, drop ? undefined : null),
    surelyInvalid: false,
    description: drop ? `without ${field.path}` : `${field.path} := null`,
  };
}

/**
 * One mutation of a JSON body sample (an object). About half are surely invalid; the others
 * are edge values, unknown keys and left-out optional fields.
 */
export function mutateBody(random: Random, sample: Record<string, unknown>, shape: Shape = {}): Mutation {
  const fields = fieldsOf(sample);
  const operators: (() => Mutation | null)[] = [
    () => wrongType(random, sample, shape, fields),
    () => wrongType(random, sample, shape, fields),
    () => dropRequired(random, sample, shape, fields),
    () => notAnObject(random),
    () => edgeValues(random, sample, fields),
    () => edgeValues(random, sample, fields),
    () => extraKeys(random, sample),
    () => nullOrMissingOptional(random, sample, shape, fields),
  ];
  for (;;) {
    const mutation = random.pick(operators)();
    if (mutation) return mutation;
  }
}

/** The largest id (MAX_ID): valid for every id field, and no row has it. */
export const UNKNOWN_ID = MAX_ID;

/** Values every field of their type gets once: a row that does not exist, one past the id range, text no column takes. */
const SWEEP_NUMBERS: readonly unknown[] = [UNKNOWN_ID, UNKNOWN_ID + 1];
const SWEEP_STRINGS: readonly unknown[] = ['a\u0000b', '\ud800', 'Infinity'];

/**
 * Each whole-number field of a sample once at UNKNOWN_ID and once past it, each text field once
 * with a NUL, an unpaired surrogate and "Infinity": requests that reach the "no such row" path or
 * the database with text it cannot hold (a random run seldom hits every field).
 */
export function boundarySweep(sample: Record<string, unknown>): Mutation[] {
  return fieldsOf(sample).flatMap((field) => {
    const values = Number.isInteger(field.value) ? SWEEP_NUMBERS : typeof field.value === 'string' ? SWEEP_STRINGS : [];
    return values.map((value) => ({
      value: withField(sample, field.path, value),
      surelyInvalid: false,
      description: `${field.path} := ${describeValue(value)} (sweep)`,
    }));
  });
}

// --- path segments and query strings -----------------------------------------------------

/** A path parameter's bad text: for a numeric sample, surely invalid when it is no number at all. */
export function mutatePathParam(random: Random, sample: string | number): Mutation {
  const value = random.chance(0.3)
    ? random.pick(['-1', '0', '1.5', '1e308', '9007199254740993', '2147483648', '01', ' 1', '0x1', 'Infinity'])
    : random.pick(BAD_STRINGS);
  const numeric = typeof sample === 'number' || /^\d+$/.test(sample);
  return {
    value,
    surelyInvalid: numeric && value.trim() !== '' && Number.isNaN(Number(value)),
    description: `path param := ${describeValue(value)}`,
  };
}

/** A query-string payload mutated: its values are text, so wrong types are non-numbers for numbers. */
export function mutateQuery(
  random: Random,
  sample: Record<string, string | number | boolean>,
  shape: Shape = {},
): { query: [string, string][]; surelyInvalid: boolean; description: string } {
  const entries = Object.entries(sample).map(([key, value]) => [key, String(value)] as [string, string]);
  const keys = Object.keys(sample);
  const choice = random.int(0, 4);
  if (choice === 0 && keys.length > 0) {
    const key = random.pick(keys);
    const value = random.pick(BAD_STRINGS);
    const numeric = typeof sample[key] === 'number';
    const surelyInvalid =
      (numeric && value.trim() !== '' && Number.isNaN(Number(value))) ||
      (typeof sample[key] === 'boolean' && !['true', 'false', '1', '0', ''].includes(value));
    return {
      query: entries.map(([k, v]) => [k, k === key ? value : v]),
      surelyInvalid,
      description: `query ${key} := ${describeValue(value)}`,
    };
  }
  if (choice === 1 && keys.length > 0) {
    const key = random.pick(keys);
    const required = !(shape.optional ?? []).includes(key);
    return { query: entries.filter(([k]) => k !== key), surelyInvalid: required, description: `query without ${key}` };
  }
  if (choice === 2 && keys.length > 0) {
    const key = random.pick(keys);
    return { query: [...entries, [key, random.pick(BAD_STRINGS)]], surelyInvalid: false, description: `query ${key} twice` };
  }
  if (choice === 3) {
    const key = random.pick([...PROTOTYPE_KEYS.map((k) => `${k}[polluted]`), 'a[b][c]', 'token', 'language']);
    const value = random.pick(BAD_STRINGS);
    return { query: [...entries, [key, value]], surelyInvalid: false, description: `query ${key} := ${describeValue(value)}` };
  }
  const key = keys.length > 0 ? random.pick(keys) : 'language';
  const value = typeof sample[key] === 'number' ? String(random.pick(BAD_NUMBERS)) : random.pick(BAD_STRINGS);
  return {
    query: entries.filter(([k]) => k !== key).concat([[key, value]]),
    surelyInvalid: false,
    description: `query ${key} := ${describeValue(value)}`,
  };
}
