import { buildSchema, execute as graphqlExecute, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { execute } from '../../server/query/execute.ts';

// The query service's executor answers exactly what graphql-js answers (issue 23): each document
// runs through both, on the same root resolvers, and the answers' JSON must be the same bytes.
const schema = buildSchema(/* GraphQL */ `
  enum Color { red green }
  type Price { value: Float! currency: String! }
  type Item { id: Int! name: String! nick: String price: Price tags: [String!]! color: Color size(unit: String = "cm"): Int }
  type Query {
    items(first: Int = 2): [Item!]!
    maybeItems: [Item]
    item(id: Int!): Item
    count: Int!
    failing: Int
    failingStrict: Int!
    slow: [Item!]!
  }
  type Mutation { touch: Int! }
`);

const rows = () => [
  { id: 1, name: 'one', nick: null, price: { value: 1.5, currency: 'EUR' }, tags: ['a'], color: 'red', size: 3 },
  { id: 2, name: 'two', price: null, tags: [], color: 'green', size: 4 },
];

function rootWith(overrides: Record<string, unknown> = {}) {
  const calls: Record<string, number> = {};
  const counted =
    (name: string, fn: (...args: any[]) => unknown) =>
    (...args: unknown[]) => {
      calls[name] = (calls[name] ?? 0) + 1;
      return fn(...args);
    };
  const root: Record<string, unknown> = {
    items: counted('items', (args: { first: number }) => rows().slice(0, args.first)),
    maybeItems: counted('maybeItems', () => [rows()[0], null]),
    item: counted('item', (args: { id: number }) => rows().find((row) => row.id === args.id) ?? null),
    count: counted('count', () => 7),
    failing: counted('failing', () => {
      throw new Error('nope');
    }),
    failingStrict: counted('failingStrict', () => Promise.reject(new Error('late nope'))),
    slow: counted('slow', async () => rows()),
    touch: counted('touch', () => 1),
  };
  for (const [name, value] of Object.entries(overrides)) root[name] = counted(name, () => value);
  return { root, calls };
}

async function both(source: string, variableValues: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  const document = parse(source);
  const ours = rootWith(overrides);
  const theirs = rootWith(overrides);
  const fast = await execute({ schema, document, rootValue: ours.root, variableValues });
  const reference = await graphqlExecute({ schema, document, rootValue: theirs.root, variableValues });
  return { fast: JSON.stringify(fast), reference: JSON.stringify(reference), calls: ours.calls, referenceCalls: theirs.calls };
}

describe('the query executor answers as graphql-js does', () => {
  const cases: [string, string, Record<string, unknown>?, Record<string, unknown>?][] = [
    ['a list of objects with scalars, enums and nested objects', '{ items { id name nick price { value currency } tags color } count }'],
    ['arguments from variables and defaults', 'query($n: Int) { items(first: $n) { id } item(id: 2) { name } }', { n: 1 }],
    ['aliases and __typename', '{ first: item(id: 1) { key: id __typename } all: items { __typename name } }'],
    [
      '@skip and @include',
      'query($yes: Boolean!) { items { id name @skip(if: $yes) nick @include(if: $yes) } count @skip(if: $yes) }',
      { yes: true },
    ],
    ['a fragment', '{ items { id ...F tags } } fragment F on Item { name price { ...P } } fragment P on Price { currency }'],
    ['a fragment at the root', '{ ...Q } fragment Q on Query { count items { id } }'],
    ['an inline fragment, with and without its type', '{ items { ... on Item { id } ... { name } } }'],
    [
      'a fragment skipped and one included',
      'query($yes: Boolean!) { items { ...F @skip(if: $yes) ... @include(if: $yes) { name } } } fragment F on Item { id }',
      { yes: true },
    ],
    ['a fragment asking a field asked beside it (merged by graphql-js)', '{ items { id ...F } } fragment F on Item { id name }'],
    ['a field asked twice (merged by graphql-js)', '{ items { id } items { name } }'],
    ['one field under two keys, with other arguments (the home query)', '{ one: items(first: 1) { id } all: items { name } count }'],
    ['one field under two keys when graphql-js answers (a resolver failed)', '{ a: slow { id } b: slow { color } failing }'],
    [
      'one field under two keys when graphql-js answers (a null bubbles up)',
      '{ a: items(first: 1) { id } b: items { id name } count }',
      {},
      { items: [{ id: 1, name: null }] },
    ],
    ['a resolver that throws', '{ count failing }'],
    ['a non-null resolver that rejects', '{ count failingStrict }'],
    ['an async resolver', '{ slow { id color } }'],
    ['an async resolver before one that throws and one that answers', '{ slow { id } failing count }'],
    ['a failing non-null field stops the next resolvers', '{ slow { id } items { id } count }', {}, { items: [{ id: null }] }],
    ['a null item in a nullable list', '{ maybeItems { id } }'],
    ['a field argument with its default', '{ items { size(unit: "mm") } }'],
    ['variables that do not coerce', 'query($n: Int) { items(first: $n) { id } }', { n: 'many' }],
    ['a mutation', 'mutation { touch }'],
    ['a null where the schema forbids it bubbles up', '{ items { id name } count }', {}, { items: [{ id: 1, name: null }] }],
    ['an Int out of range', '{ items { id } }', {}, { items: [{ id: 2 ** 40 }] }],
    ['a wrong enum value', '{ items { color } }', {}, { items: [{ color: 'blue' }] }],
    ['a property that is a function', '{ items { id name } }', {}, { items: [{ id: 1, name: () => 'called' }] }],
    ['a property that is a promise', '{ items { id name } }', {}, { items: [{ id: 1, name: Promise.resolve('later') }] }],
    ['a set instead of an array', '{ items { id } }', {}, { items: new Set([{ id: 1 }]) }],
    ['a string where an object is expected', '{ item(id: 1) { id } }', {}, { item: 'text' }],
    ['a float given for an Int', '{ count items { id } }', {}, { count: 1.5 }],
  ];
  for (const [name, source, variables, overrides] of cases) {
    test(name, async () => {
      const { fast, reference, calls, referenceCalls } = await both(source, variables, overrides);
      expect(fast).toBe(reference);
      // no root resolver runs twice when graphql-js answers
      expect(calls).toEqual(referenceCalls);
    });
  }
});

describe('the fast path', () => {
  // graphql-js answers with null-prototype objects; the fast path with plain ones
  const answeredFast = (data: unknown) => Object.getPrototypeOf(data) === Object.prototype;

  test('answers one field asked under several keys itself (the home query asks its lists so)', async () => {
    const document = parse('{ one: items(first: 1) { id } all: items { name } count }');
    const answer = await execute({ schema, document, rootValue: rootWith().root });
    expect(answeredFast(answer.data)).toBe(true);
    const reference = await graphqlExecute({ schema, document, rootValue: rootWith().root });
    expect(answeredFast(reference.data)).toBe(false);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(reference));
  });
});

describe('a document asked again', () => {
  test('answers each request with its own variables', async () => {
    const document = parse('query($n: Int, $yes: Boolean!) { items(first: $n) { id name @include(if: $yes) } count }');
    for (const variableValues of [
      { n: 1, yes: true },
      { n: 2, yes: false },
      { n: 2, yes: true },
      { n: 'x', yes: true },
    ]) {
      const fast = await execute({ schema, document, rootValue: rootWith().root, variableValues });
      const reference = await graphqlExecute({ schema, document, rootValue: rootWith().root, variableValues });
      expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
    }
  });

  test('answers the same bytes as graphql-js every time', async () => {
    const document = parse('query($n: Int) { items(first: $n) { __typename id price { value } color } }');
    for (const n of [2, 1, 2]) {
      const fast = await execute({ schema, document, rootValue: rootWith().root, variableValues: { n } });
      const reference = await graphqlExecute({ schema, document, rootValue: rootWith().root, variableValues: { n } });
      expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
    }
  });
});
