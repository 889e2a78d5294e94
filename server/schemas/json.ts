// JSON Schema builders that also carry the TypeScript type of what they accept (a phantom type,
// as TypeBox's Static<>), so a request shape is written once: the same object goes to Fastify's
// ajv (REST routes) and to the strict checker (server/schemas/validate.ts: socket frames, bus
// messages, internal routes), and its handler's type is derived from it (`Static<typeof body>`).
// Each builder returns a plain JSON Schema object, nothing else: what the validators read is
// exactly what a reader sees here. Plain builders instead of TypeBox because the checker reads a
// small subset of keywords, and a builder here can only make what the checker understands.
declare const staticType: unique symbol;

type Primitive = string | number | boolean | null;

/** A JSON object's schema: closed (additionalProperties false), open, or a record of one value schema. */
export interface ObjectJson {
  type: 'object';
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: false | JsonSchema;
  maxProperties?: number;
}

/** The keywords the builders make (draft 2020-12, a subset). */
export type JsonSchema =
  | ObjectJson
  | { type: 'integer'; minimum?: number; maximum?: number }
  | { type: 'number'; minimum?: number; maximum?: number; exclusiveMinimum?: number }
  | { type: 'string'; minLength?: number; maxLength?: number; pattern?: string }
  | { type: 'boolean' }
  | { type: 'null' }
  | { type: 'array'; items: JsonSchema; maxItems?: number }
  | { type?: 'string' | 'integer' | 'number' | 'boolean'; enum: readonly Primitive[] }
  | { anyOf: readonly JsonSchema[] }
  /** Anything: the value is checked elsewhere (a server frame's data depends on its type). */
  | true;

/** A schema whose accepted values have the type T. The type exists only for the compiler. */
export type Schema<T> = JsonSchema & { readonly [staticType]: T };
/** The type of the values a schema accepts. */
export type Static<S> = S extends { readonly [staticType]: infer T } ? T : never;
export type ObjectSchema<T> = ObjectJson & { readonly [staticType]: T };

type Shape = Readonly<Record<string, Schema<unknown>>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The type of an object of `properties` whose keys in O may be left out. */
export type ObjectOf<P extends Shape, O extends keyof P> = Simplify<
  { -readonly [K in Exclude<keyof P, O>]: Static<P[K]> } & { -readonly [K in O]?: Static<P[K]> }
>;

const typed = <T>(schema: JsonSchema): Schema<T> => schema as Schema<T>;

function objectSchema<P extends Shape, O extends keyof P & string>(
  properties: P,
  optional: readonly O[],
  closed: boolean,
): ObjectSchema<ObjectOf<P, O>> {
  const required = Object.keys(properties).filter((key) => !(optional as readonly string[]).includes(key));
  return {
    type: 'object',
    properties,
    ...(required.length > 0 || closed ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  } as unknown as ObjectSchema<ObjectOf<P, O>>;
}

/** A closed object: an unknown property is refused (checker) or dropped (REST bodies); every property is required unless named in `optional`. */
export function object<const P extends Shape, O extends keyof P & string = never>(
  properties: P,
  optional: readonly O[] = [],
): ObjectSchema<ObjectOf<P, NoInfer<O>>> {
  return objectSchema(properties, optional, true);
}

/**
 * An object that lets other properties through untouched: path params and query strings, where
 * Fastify's ajv would otherwise drop them (the query string may carry the token, spec part 2 §5).
 * REST only: the checker's objects are always closed.
 */
export function openObject<const P extends Shape, O extends keyof P & string = never>(
  properties: P,
  optional: readonly O[] = [],
): ObjectSchema<ObjectOf<P, NoInfer<O>>> {
  return objectSchema(properties, optional, false);
}

/** `{}`: the data of a message without fields. */
export const empty: ObjectSchema<Record<string, never>> = {
  type: 'object',
  properties: {},
  required: [],
  additionalProperties: false,
} as unknown as ObjectSchema<Record<string, never>>;

/** Any JSON object, its content checked by the handler (settings, preferences, event data). */
export const anyObject: Schema<Record<string, unknown>> = typed({ type: 'object' });

/** An object of any keys (at most `maxProperties`) whose values all match `values`. */
export const record = <T>(values: Schema<T>, maxProperties: number): Schema<Record<string, T>> =>
  typed({ type: 'object', maxProperties, additionalProperties: values });

/** Anything: the value is checked elsewhere (a server frame's data depends on its type). */
export const anything: Schema<unknown> = typed(true);

/** A whole number; a bound left undefined is not checked (the checker refuses unsafe integers anyway). */
export const integer = (minimum?: number, maximum?: number): Schema<number> =>
  typed({
    type: 'integer',
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  });
export const number = (minimum?: number, maximum?: number): Schema<number> =>
  typed({
    type: 'number',
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  });
/** A number above zero (an amount to charge): zero itself is refused. */
export const positiveNumber = (maximum: number): Schema<number> => typed({ type: 'number', exclusiveMinimum: 0, maximum });
/** Text; a bound or pattern left undefined is not checked. */
export const string = (minLength?: number, maxLength?: number, pattern?: string): Schema<string> =>
  typed({
    type: 'string',
    ...(minLength === undefined ? {} : { minLength }),
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(pattern === undefined ? {} : { pattern }),
  });
/** Text matching a pattern (ids as text, codes, names). */
export const matching = (pattern: string): Schema<string> => typed({ type: 'string', pattern });
export const boolean: Schema<boolean> = typed({ type: 'boolean' });

/** JSON type of a value, for the `type` beside an enum: ajv coerces a query string's "16" to 16 only when told the type. */
function typeOf(values: readonly Primitive[]): { type?: 'string' | 'integer' | 'number' | 'boolean' } {
  const types = new Set(
    values.map((value) =>
      typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : value === null ? 'null' : typeof value,
    ),
  );
  const [only] = types;
  return types.size === 1 && only !== 'null' ? { type: only as 'string' | 'integer' | 'number' | 'boolean' } : {};
}

/** One of the given values. */
export const oneOf = <const V extends readonly Primitive[]>(...values: V): Schema<V[number]> => typed({ ...typeOf(values), enum: values });
export const array = <T>(items: Schema<T>, maxItems = 1_000): Schema<T[]> => typed({ type: 'array', items, maxItems });
export const nullable = <T>(schema: Schema<T>): Schema<T | null> => typed({ anyOf: [schema, { type: 'null' }] });
/** A value matching any of the options. */
export const anyOf = <const S extends readonly Schema<unknown>[]>(...options: S): Schema<Static<S[number]>> => typed({ anyOf: options });

/** The types Fastify's route generic takes, derived from a route's schemas. */
export type RouteTypes<S> = Simplify<
  (S extends { params: infer P } ? { Params: Static<P> } : {}) &
    (S extends { querystring: infer Q } ? { Querystring: Static<Q> } : {}) &
    (S extends { body: infer B } ? { Body: Static<B> } : {})
>;

type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Each assignable to the other, with the same keys (an optional key too many would pass assignability). */
type Same<A, B> = Assignable<A, B> extends true ? Assignable<keyof A, keyof B> : false;

/**
 * The schema, unchanged, when its type is exactly T (a contract type the client also uses), else
 * a compile error: the shape the server checks and the one the client sends cannot drift apart.
 */
export const shapeOf =
  <T>() =>
  <S extends Schema<unknown>>(
    schema: S & (Same<Static<S>, T> extends true ? unknown : { 'schema type differs from the contract': T }),
  ): S =>
    schema;

/**
 * The schema, unchanged, when it accepts every T (type-wise): for a contract type stricter than
 * the server's rule (a field the client always sends, the server lets be left out).
 */
export const accepts =
  <T>() =>
  <S extends Schema<unknown>>(schema: S & ([T] extends [Static<S>] ? unknown : { 'schema does not accept the contract type': T })): S =>
    schema;

/**
 * The schema, unchanged, when every value it accepts is a T: for a contract type looser than the
 * server's rule (`filters: string[]` where the server takes only known filters).
 */
export const within =
  <T>() =>
  <S extends Schema<T>>(schema: S): S =>
    schema;
