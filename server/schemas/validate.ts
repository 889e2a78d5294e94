// The strict JSON Schema checker for socket frames, bus messages, internal route bodies and the
// JSON in path segments. Fastify's ajv is set up to coerce types ("1" -> 1, 1 -> true); a frame
// with a wrong field type must be refused, not coerced, so these values go through this checker.
// It reads the schemas of server/schemas/json.ts; an object with named properties is closed here
// even when built open (an unknown property is an error), a record checks every value. Also the bad-text rules every input shares.
import type { JsonSchema, ObjectJson } from './json.ts';

/**
 * Text no field takes: a NUL character (PostgreSQL's text columns refuse it, the query fails
 * with a 500) or half of a surrogate pair (no UTF-8 can hold it; encodeURIComponent throws).
 */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const BAD_TEXT_MESSAGE = 'must be text without NUL characters or unpaired surrogates';

/** Whether a text holds a NUL character or an unpaired surrogate (BAD_TEXT). */
export function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

/**
 * The keys leading to the first value (or object key) of a parsed JSON value that matches, or
 * null. Walks with its own stack and builds the path only when found: a body may nest 100,000
 * levels deep, which neither recursion nor a path string per level would survive.
 */
export function findInJson(value: unknown, matches: (item: unknown) => boolean): string[] | null {
  const keys: string[] = [''];
  const parents: number[] = [-1];
  const pending: unknown[] = [value];
  const nodes: number[] = [0];
  const pathOf = (node: number) => {
    const path: string[] = [];
    for (let at = node; at > 0; at = parents[at]!) path.push(keys[at]!);
    return path.reverse();
  };
  const visit = (parent: number, key: string, child: unknown) => {
    keys.push(key);
    parents.push(parent);
    pending.push(child);
    nodes.push(keys.length - 1);
  };
  while (pending.length > 0) {
    const item = pending.pop();
    const node = nodes.pop()!;
    if (matches(item)) return pathOf(node);
    if (item === null || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) visit(node, String(index), item[index]);
      continue;
    }
    for (const key of Object.keys(item)) {
      if (matches(key)) return [...pathOf(node), key];
      visit(node, key, (item as Record<string, unknown>)[key]);
    }
  }
  return null;
}

/** A found path as text for a message, cut when absurdly deep. */
export function pathText(keys: readonly string[], separator: string, prefix = ''): string {
  const text = prefix + keys.map((key) => `${separator}${key}`).join('');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** The path (`body.a.0`) of the first string or key that is bad text (isBadText), or null. */
export function badTextPath(value: unknown, path: string): string | null {
  const found = findInJson(value, (item) => typeof item === 'string' && isBadText(item));
  return found === null ? null : pathText(found, '.', path);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isInteger(value)) return `the integer ${value}`;
  return `a ${typeof value}`;
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
}

function isNullSchema(schema: JsonSchema | undefined): boolean {
  return typeof schema === 'object' && 'type' in schema && schema.type === 'null';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A union of objects told apart by one property with a single allowed value (`kind: 'all'`):
 * the option the value names, or the error when it names none. Undefined for other unions,
 * whose errors are then listed for every option.
 */
function taggedOption(options: readonly JsonSchema[], value: unknown, path: string): JsonSchema | string | undefined {
  const objects = options.filter((option): option is ObjectJson => option !== true && 'type' in option && option.type === 'object');
  if (objects.length !== options.length || !isPlainObject(value)) return undefined;
  const tagOf = (option: ObjectJson, key: string) => {
    const property = option.properties?.[key];
    return property && property !== true && 'enum' in property && property.enum.length === 1 ? property.enum[0] : undefined;
  };
  const key = Object.keys(objects[0]?.properties ?? {}).find((name) => objects.every((option) => tagOf(option, name) !== undefined));
  if (key === undefined) return undefined;
  const tags = objects.map((option) => tagOf(option, key));
  const index = tags.indexOf(value[key] as never);
  return index >= 0 ? objects[index] : `${path}.${key} must be one of ${tags.map((tag) => JSON.stringify(tag)).join(', ')}`;
}

/** Null when the value matches, else a message naming the first offending path. */
export function validate(schema: JsonSchema, value: unknown, path = 'data'): string | null {
  if (schema === true) return null;
  if ('anyOf' in schema) {
    const tagged = taggedOption(schema.anyOf, value, path);
    if (tagged !== undefined) return typeof tagged === 'string' ? tagged : validate(tagged, value, path);
    const errors = schema.anyOf.map((option) => validate(option, value, path));
    if (errors.includes(null)) return null;
    // nullable(x): the reason x failed says more than "must be null".
    const reasons = errors.filter((_error, index) => !isNullSchema(schema.anyOf[index]));
    return `${reasons.join('; or ')}${reasons.length < errors.length ? ' (or null)' : ''}`;
  }
  if ('enum' in schema) {
    return schema.enum.includes(value as never) ? null : `${path} must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  switch (schema.type) {
    case 'object': {
      if (!isPlainObject(value)) return `${path} must be an object, got ${describe(value)}`;
      const properties = schema.properties ?? {};
      const extra = schema.additionalProperties;
      if (schema.maxProperties !== undefined && Object.keys(value).length > schema.maxProperties)
        return `${path} must have at most ${schema.maxProperties} properties`;
      for (const key of Object.keys(value)) {
        if (Object.hasOwn(properties, key)) continue;
        // Strict whatever the schema says: an object with named properties takes no others here
        // (openObject is for REST query strings); one without (anyObject) takes any.
        if (extra === false || (extra === undefined && schema.properties !== undefined)) return `${path} has an unknown property "${key}"`;
        if (extra === undefined) continue;
        const error = validate(extra, value[key], `${path}.${key}`);
        if (error) return error;
      }
      for (const [key, propertySchema] of Object.entries(properties)) {
        if (!Object.hasOwn(value, key)) continue;
        const error = validate(propertySchema, value[key], `${path}.${key}`);
        if (error) return error;
      }
      for (const key of schema.required ?? []) {
        if (!Object.hasOwn(value, key)) return `${path}.${key} is required`;
      }
      return null;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `${path} must be ${schema.type === 'integer' ? 'an integer' : 'a number'}, got ${describe(value)}`;
      if (schema.type === 'integer' && !Number.isSafeInteger(value)) return `${path} must be an integer, got ${value}`;
      if (schema.minimum !== undefined && value < schema.minimum) return `${path} must be at least ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum) return `${path} must be at most ${schema.maximum}`;
      if ('exclusiveMinimum' in schema && schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
        return `${path} must be greater than ${schema.exclusiveMinimum}`;
      }
      return null;
    }
    case 'string': {
      if (typeof value !== 'string') return `${path} must be a string, got ${describe(value)}`;
      if (isBadText(value)) return `${path} ${BAD_TEXT_MESSAGE}`;
      if (schema.minLength !== undefined && value.length < schema.minLength)
        return `${path} must have at least ${schema.minLength} characters`;
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        return `${path} must have at most ${schema.maxLength} characters`;
      if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return `${path} must match ${schema.pattern}`;
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : `${path} must be a boolean, got ${describe(value)}`;
    case 'null':
      return value === null ? null : `${path} must be null, got ${describe(value)}`;
    case 'array': {
      if (!Array.isArray(value)) return `${path} must be an array, got ${describe(value)}`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${path} must have at most ${schema.maxItems} items`;
      for (let index = 0; index < value.length; index++) {
        const error = validate(schema.items, value[index], `${path}[${index}]`);
        if (error) return error;
      }
      return null;
    }
  }
}
