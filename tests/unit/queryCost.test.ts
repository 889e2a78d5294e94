// The query cost rules (issue 19, server/query/cost.ts) on a small schema with round figures, so
// each rule shows in the sum; the contract's figures are checked against the app and the
// attacks in appQueryCost.test.ts.
import { buildSchema, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { isTooComplex, type QueryCostRules, queryCost, tooComplexMessage } from '../../server/query/cost.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { QUERY_COST } from '../../src/contract/queryCost.ts';
import { SECTION_PAGE_SIZE } from '../../src/contract/search.ts';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    items(first: Int = 10): [Item!]!
    page(first: Int = 30): Page!
    catalogue: [Item!]!
    grid: [[Int!]!]!
    search(pattern: String!): SearchResult!
  }
  type Mutation { touch: Item! }
  type Page { total: Int! items: [Item!]! }
  type Item { id: Int! name: String! children(first: Int = 5): [Item!]! owner: Owner! }
  type Owner { id: Int! }
  type SearchResult { hits: Page! }
`);

const rules: QueryCostRules = {
  ...QUERY_COST,
  limit: 1_000,
  maxDepth: 4,
  field: 1,
  resolver: 10,
  searchResolvers: { search: 100 },
  maxListSize: 50,
  unsizedList: 3,
  listSizes: { 'SearchResult.hits': 7 },
};

const cost = (document: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  queryCost(schema, parse(document), variables, operationName, rules).cost;

describe('what a query costs', () => {
  test('a root field costs its resolver and its value, and each field inside one value', () => {
    expect(cost('{ page { total } }')).toBe(11 + 1);
  });

  test('every alias of a root field costs as much again', () => {
    expect(cost('{ a: page { total } b: page { total } c: page { total } }')).toBe(3 * 12);
  });

  test("a list's fields count once per item its first argument asks for", () => {
    expect(cost('{ items(first: 4) { id name } }')).toBe(11 + 4 * 2);
  });

  test("first from a variable, from the variable's default, or the argument's default", () => {
    const document = 'query($n: Int) { items(first: $n) { id } }';
    expect(cost(document, { n: 6 })).toBe(11 + 6);
    expect(cost(document)).toBe(11 + 10);
    expect(cost('query($n: Int = 2) { items(first: $n) { id } }')).toBe(11 + 2);
  });

  test("a page object's first sizes the list right inside it", () => {
    expect(cost('{ page(first: 5) { total items { id } } }')).toBe(11 + 1 + (1 + 5 * 1));
  });

  test('sizes multiply through nested lists, and a nested field with arguments costs a resolver each time', () => {
    expect(cost('{ items(first: 3) { children(first: 2) { id } } }')).toBe(11 + 3 * (1 + 10 + 2 * 1));
  });

  test('a list without a size counts the unsized figure per level', () => {
    expect(cost('{ catalogue { id } }')).toBe(11 + 3 * 1);
    expect(cost('{ grid }')).toBe(11 + 3 * 3);
  });

  test('a list sized elsewhere takes its figure from the rules', () => {
    expect(cost('{ search(pattern: "a") { hits { items { id } } } }')).toBe(101 + 1 + (1 + 7 * 1));
  });

  test('a search resolver costs its own weight', () => {
    expect(cost('{ a: search(pattern: "a") { hits { total } } b: search(pattern: "b") { hits { total } } }')).toBe(2 * (101 + 1 + 1));
  });

  test('fragments count where they are spread, inline or named', () => {
    const plain = cost('{ items(first: 2) { id name } }');
    expect(cost('{ items(first: 2) { ...Tile } } fragment Tile on Item { id name }')).toBe(plain);
    expect(cost('{ items(first: 2) { ... on Item { id name } } }')).toBe(plain);
  });

  test('a page larger than any field accepts counts as the largest page', () => {
    expect(cost('{ items(first: 100000) { id } }')).toBe(11 + 50);
  });

  test('a page of none or fewer counts no items', () => {
    expect(cost('{ items(first: 0) { id } }')).toBe(11);
    expect(cost('{ items(first: -5) { id } }')).toBe(11);
  });

  test('a mutation field costs a resolver like a query field', () => {
    expect(cost('mutation { touch { id } }')).toBe(11 + 1);
  });

  test('__typename is one value', () => {
    expect(cost('{ __typename page { __typename } }')).toBe(1 + 11 + 1);
  });

  test('the operation the request names is the one counted', () => {
    const document = 'query Small { page { total } } query Big { items(first: 50) { id } }';
    expect(cost(document, {}, 'Small')).toBe(12);
    expect(cost(document, {}, 'Big')).toBe(61);
    expect(cost(document)).toBe(0);
  });

  test('fragments spreading fragments twice over are counted without walking every path', () => {
    const chain = Array.from({ length: 40 }, (_, n) => `fragment F${n} on Item { ...F${n + 1} ...F${n + 1} }`).join('\n');
    const started = performance.now();
    const measured = cost(`{ items(first: 1) { ...F0 } } ${chain} fragment F40 on Item { id }`);
    expect(performance.now() - started).toBeLessThan(100);
    expect(measured).toBe(11 + 2 ** 40);
  });
});

describe('what is too complex', () => {
  test('a query costing the limit runs, one costing more is refused', () => {
    expect(isTooComplex({ cost: 1_000, depth: 1 }, rules)).toBe(false);
    expect(isTooComplex({ cost: 1_001, depth: 1 }, rules)).toBe(true);
  });

  test('fields nested up to the depth limit run, one level more is refused', () => {
    const atLimit = queryCost(schema, parse('{ items { children { children { id } } } }'), {}, undefined, rules);
    expect(atLimit.depth).toBe(4);
    expect(isTooComplex(atLimit, rules)).toBe(false);
    const deeper = queryCost(schema, parse('{ items { children { children { children { id } } } } }'), {}, undefined, rules);
    expect(deeper.depth).toBe(5);
    expect(isTooComplex(deeper, rules)).toBe(true);
  });
});

describe('the refusal', () => {
  test('names the cost and the limit', () => {
    expect(tooComplexMessage({ cost: 1_234, depth: 2 }, rules)).toBe(
      'The query costs 1234, over the limit of 1000: ask for fewer aliases or fields, or smaller pages (first).',
    );
  });

  test('names the depth limit when the fields nest too deep', () => {
    expect(tooComplexMessage({ cost: 12, depth: 5 }, rules)).toBe(
      'The query nests its fields more than 4 deep: ask for fewer nested fields.',
    );
  });
});

describe('the contract figures', () => {
  test('limit 30,000, depth 10, a field 1, a resolver 50, the global search 2,500, other searches 250', () => {
    expect(QUERY_COST.limit).toBe(30_000);
    expect(QUERY_COST.maxDepth).toBe(10);
    expect(QUERY_COST.field).toBe(1);
    expect(QUERY_COST.resolver).toBe(50);
    expect(QUERY_COST.searchResolvers.globalSearch).toBe(2_500);
    expect(QUERY_COST.searchResolvers.searchVideos).toBe(250);
    expect(QUERY_COST.unsizedList).toBe(20);
  });

  test("the global search's sections count their page sizes, a comment one reply", () => {
    expect(QUERY_COST.listSizes['GlobalSearchResult.videos']).toBe(SECTION_PAGE_SIZE.videos);
    expect(QUERY_COST.listSizes['GlobalSearchResult.asmr']).toBe(3);
    expect(QUERY_COST.listSizes['GlobalSearchResult.blog']).toBe(15);
    expect(QUERY_COST.listSizes['GlobalSearchResult.proposals']).toBe(8);
    expect(QUERY_COST.listSizes['FeedComment.replies']).toBe(1);
  });

  test('the largest page counted is the largest any field accepts: 500', () => {
    expect(QUERY_COST.maxListSize).toBe(PAGING.messengerChannels);
    expect(QUERY_COST.maxListSize).toBe(500);
  });
});
