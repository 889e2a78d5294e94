// What input the server refuses wherever it arrives (issue 19, found by tests/server/fuzz.test.ts):
// ids past the 32-bit range of the database, and text with a NUL character or an unpaired
// surrogate. Plus the fuzz test's own generator: a seed replays the same input.
import { describe, expect, test } from 'vitest';
import { id } from '../../server/schemas/common.ts';
import { badTextPath, findInJson, isBadText, validate } from '../../server/schemas/validate.ts';
import { ID_PATTERN, isIdText, MAX_ID } from '../../src/contract/validation.ts';
import { boundarySweep, createRandom, mutateBody, UNKNOWN_ID } from '../server/fuzzInput.ts';
import { BAD_STRINGS, DEEP_NESTING_LEVELS, deepNesting, HUGE_STRING_LENGTH, toJsonText } from '../server/fuzzValues.ts';

describe('ids', () => {
  test('the largest id is the largest PostgreSQL integer', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
  });

  test.each(['1', '9', '10', '999999999', '1000000000', '1999999999', '2099999999', '2147483639', '2147483646', '2147483647'])(
    '%s is an id',
    (text) => {
      expect(isIdText(text)).toBe(true);
    },
  );

  test.each([
    '',
    '0',
    '01',
    '-1',
    '1.5',
    ' 1',
    '1e3',
    '2147483648',
    '2147483650',
    '2147483700',
    '2148000000',
    '2200000000',
    '3000000000',
    '9999999999',
    '10000000000',
    'Infinity',
  ])('%j is no id', (text) => {
    expect(isIdText(text)).toBe(false);
  });

  test('every number up to a few past the largest id is an id exactly when it is at most MAX_ID', () => {
    for (let n = MAX_ID - 20; n <= MAX_ID + 20; n++) expect(isIdText(String(n))).toBe(n <= MAX_ID);
    expect(new RegExp(ID_PATTERN).test(String(MAX_ID))).toBe(true);
  });

  test('an id in a frame or an internal body stops at MAX_ID', () => {
    expect(validate(id, MAX_ID)).toBeNull();
    expect(validate(id, MAX_ID + 1)).toMatch(/at most 2147483647/);
  });
});

describe('text no field takes', () => {
  test.each(['a\u0000b', '\u0000', '\ud800', 'a\udc00b', '\udbff'])('%j is refused', (text) => {
    expect(isBadText(text)).toBe(true);
    expect(validate({ type: 'string', maxLength: 100 }, text, 'body.name')).toBe(
      'body.name must be text without NUL characters or unpaired surrogates',
    );
  });

  test.each(['', 'plain', 'Grüße', 'مرحبا', '🙂', '\ud83d\ude42', '\u200b', '<script>'])('%j is text', (text) => {
    expect(isBadText(text)).toBe(false);
  });

  test('the path of bad text deep in a body is found, in keys too', () => {
    expect(badTextPath({ a: [1, { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(badTextPath({ 'key\ud800': 1 }, 'body')).toBe('body.key\ud800');
    expect(badTextPath({ a: ['fine'] }, 'body')).toBeNull();
  });

  test('a value nested 100,000 levels deep is walked without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findInJson(deep, (item) => item === '\u0000')).toHaveLength(100_000);
  });
});

describe('the fuzz test generator', () => {
  test('the same seed gives the same mutations', () => {
    const sample = { albumId: 5, commentText: 'nice', tags: ['a'] };
    const run = (seed: number) =>
      Array.from(
        { length: 50 },
        (
          (random) => () =>
            toJsonText(mutateBody(random, sample).value)
        )(createRandom(seed)),
      );
    expect(run(19)).toEqual(run(19));
    expect(run(19)).not.toEqual(run(20));
  });

  test('a surely invalid mutation never keeps the valid shape', () => {
    const random = createRandom(1);
    const sample = { albumId: 5, commentText: 'nice' };
    for (let n = 0; n < 500; n++) {
      const mutation = mutateBody(random, sample);
      if (!mutation.surelyInvalid) continue;
      const value = JSON.parse(toJsonText(mutation.value)) as unknown;
      const valid =
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        typeof (value as typeof sample).albumId === 'number' &&
        typeof (value as typeof sample).commentText === 'string';
      expect(valid, mutation.description).toBe(false);
    }
  });

  test('the hostile values have the sizes the issue names', () => {
    expect(BAD_STRINGS.some((text) => text.length === HUGE_STRING_LENGTH)).toBe(true);
    expect(HUGE_STRING_LENGTH).toBe(100_000);
    expect(DEEP_NESTING_LEVELS).toBe(1_000);
    expect(deepNesting(DEEP_NESTING_LEVELS).text).toBe(`${'['.repeat(1_000)}${']'.repeat(1_000)}`);
  });

  test('the sweep sets every whole number to an id nobody has and past it, and every text to bad text', () => {
    const sweep = boundarySweep({ actorId: 3, note: 'x', nested: { page: 1 } }).map((mutation) => mutation.value);
    expect(sweep).toContainEqual({ actorId: UNKNOWN_ID, note: 'x', nested: { page: 1 } });
    expect(sweep).toContainEqual({ actorId: 3, note: 'x', nested: { page: UNKNOWN_ID + 1 } });
    expect(sweep).toContainEqual({ actorId: 3, note: 'a\u0000b', nested: { page: 1 } });
    expect(UNKNOWN_ID).toBe(MAX_ID);
  });
});
