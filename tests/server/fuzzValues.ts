// The hostile values of the fuzz test (fuzz.test.ts) and how they are written as JSON text: pools
// of wrong types, huge and empty strings, boundary numbers, unicode, injection strings, prototype
// keys and deep nesting, which the mutations (fuzzInput.ts) draw from. Pure: no I/O.

/** Text placed into a JSON document as it is: tokens JSON.stringify cannot write (NaN, 1e999). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of a value; RawJson parts go in verbatim, keys such as `__proto__` stay own keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Arrays (or objects) nested `depth` levels, as JSON text (no recursion: 100,000 levels are fine). */
export function deepNesting(depth: number, kind: 'array' | 'object' = 'array'): RawJson {
  return kind === 'array'
    ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
    : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
}

/** The brief's sizes: 100 KB strings, nesting 1,000 levels deep (and one that fills most of a body). */
export const HUGE_STRING_LENGTH = 100_000;
export const DEEP_NESTING_LEVELS = 1_000;
export const DEEPER_NESTING_LEVELS = 100_000;

/** Strings no field expects: empty, huge, unicode tricks, NUL, injections, numbers as text. */
export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(HUGE_STRING_LENGTH),
  '🙂'.repeat(2_000),
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301'.repeat(500),
  'Ｉｎｊｅｃｔ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  "' OR '1'='1",
  '1; DROP TABLE guests; --',
  '" OR 1=1 --',
  "' UNION SELECT token_hash FROM access_tokens --",
  "%' AND 1=0 UNION SELECT NULL --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '${7*7}{{7*7}}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\\',
  '//evil.example',
  'http://evil.example/',
];

/** Numbers at and past every boundary an id, a count or an amount has. */
export const BAD_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  2 ** 31 * 2,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e-7,
];

/** Number tokens that are not JSON (NaN) or do not fit a double (1e999 parses to Infinity). */
export const RAW_NUMBER_TOKENS: readonly string[] = ['1e999', '-1e999', 'NaN', 'Infinity', '-Infinity', '0x10', '01', '+1', '.5', '1.'];

/** Keys that poison prototypes or shadow built-ins when code copies objects carelessly. */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Bodies that are not JSON at all, or broken JSON, sent as application/json. */
export const INVALID_JSON_TEXTS: readonly string[] = [
  '{',
  '{"a":1',
  '{"a":1}}',
  "{'a':1}",
  '{a:1}',
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":undefined}',
  '// comment\n{}',
  '\uFEFF{}',
  'null null',
  '[1,2',
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** Content types a JSON route does not take, with a body that matches them. */
export const WRONG_CONTENT_TYPES: readonly { type: string | null; body: string }[] = [
  { type: 'text/plain', body: '{"a":1}' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json', body: '' },
  { type: null, body: '{}' },
];
