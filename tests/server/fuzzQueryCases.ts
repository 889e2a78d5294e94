// The query service's fuzz requests (fuzz.test.ts): one operation per root field of the schema
// with its arguments as variables, mutated, swept (explicit nulls, boundary values) and sent
// with rotating tokens; and whole request bodies of the service, its feed path and its beacon.
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { FEED_SERVICE_PATH } from '../../src/contract/feed.ts';
import { QUERY_PATH } from '../../src/contract/rest.ts';
import { QUERY_BEACON_PATH } from '../../src/contract/tracking.ts';
import { boundarySweep, describeValue, type Mutation, mutateBody, type Random, type Shape, withField } from './fuzzInput.ts';
import { bodyPart, type Credential, type Credentials, GARBAGE_TOKENS, type HttpCase } from './fuzzRequests.ts';
import { BAD_STRINGS, PROTOTYPE_KEYS, toJsonText } from './fuzzValues.ts';

function inputSample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return inputSample(type.ofType);
  if (isListType(type)) return [inputSample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, inputSample(field.type)]));
  const name = getNamedType(type).name;
  return name === 'Int' ? 1 : name === 'Float' ? 1.5 : name === 'Boolean' ? true : name === 'ID' ? '1' : 'a';
}

/** Nullable arguments and fields are optional; a list also takes a single item (GraphQL coerces it). */
function inputShape(
  entries: readonly { name: string; type: GraphQLInputType }[],
  prefix = '',
  shape: { optional: string[]; kinds: Record<string, 'primitive'> } = { optional: [], kinds: {} },
) {
  for (const entry of entries) {
    const path = prefix + entry.name;
    if (!isNonNullType(entry.type)) shape.optional.push(path);
    const inner = isNonNullType(entry.type) ? entry.type.ofType : entry.type;
    if (isListType(inner)) shape.kinds[path] = 'primitive';
    if (isInputObjectType(inner)) inputShape(Object.values(inner.getFields()), `${path}.`, shape);
  }
  return shape;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
}

/** One operation per root field of the schema: its arguments as variables. */
function queryOperations(schema: GraphQLSchema): { name: string; document: string; variables: Record<string, unknown>; shape: Shape }[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => {
      const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `${operation} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field)} }`;
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, inputSample(arg.type)]));
      return { name: `${operation} ${field.name}`, document, variables, shape: inputShape(field.args) };
    }),
  );
}

function queryAuth(random: Random, credentials: Credentials): Credential {
  const roll = random.next();
  if (roll < 0.65) return { header: { authorization: `Bearer ${credentials.guestToken}` }, refusedAnyway: false };
  if (roll < 0.85) return { header: { authorization: `Bearer ${credentials.anonymousToken}` }, refusedAnyway: false };
  if (roll < 0.93) return { header: {}, refusedAnyway: true };
  return { header: { authorization: `Bearer ${random.pick(GARBAGE_TOKENS)}` }, refusedAnyway: true };
}

export function queryCases(random: Random, schema: GraphQLSchema, count: number, credentials: Credentials): HttpCase[] {
  const cases: HttpCase[] = [];
  for (const operation of queryOperations(schema)) {
    // Every nullable argument and input field once as an explicit null (valid GraphQL, and unlike
    // leaving it out, it skips the argument's default), and the boundarySweep values.
    const sweep = [
      ...(operation.shape.optional ?? []).map((path) => ({
        variables: withField(operation.variables, path, null),
        description: `${path} := null`,
      })),
      ...boundarySweep(operation.variables).map((mutation) => ({ variables: mutation.value, description: mutation.description })),
    ];
    for (const { variables, description } of sweep) {
      cases.push({
        target: `query service ${operation.name}`,
        origin: 'app',
        method: 'POST',
        path: `${QUERY_PATH}?language=en`,
        headers: { authorization: `Bearer ${credentials.guestToken}`, 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ query: operation.document, operationName: 'Fuzz', variables })),
        surelyInvalid: false,
        description: `variables ${description}`,
      });
    }
    for (let n = 0; n < count; n++) {
      const credential = queryAuth(random, credentials);
      const hasVariables = Object.keys(operation.variables).length > 0;
      const mutated: Mutation = hasVariables
        ? mutateBody(random, operation.variables, operation.shape)
        : { value: { [random.pick(PROTOTYPE_KEYS)]: random.pick(BAD_STRINGS) }, surelyInvalid: false, description: 'unused variables' };
      // GraphQL over HTTP takes `"variables": null` for none: only an operation with a required variable refuses it.
      const mutation = mutated.value === null ? { ...mutated, surelyInvalid: false } : mutated;
      const language = random.chance(0.1) ? random.pick(BAD_STRINGS) : 'en';
      cases.push({
        target: `query service ${operation.name}`,
        origin: 'app',
        method: 'POST',
        path: `${QUERY_PATH}?${new URLSearchParams({ language })}`,
        headers: { ...credential.header, 'content-type': 'application/json' },
        body: Buffer.from(
          `{"query":${JSON.stringify(operation.document)},"operationName":"Fuzz","variables":${toJsonText(mutation.value)}}`,
        ),
        // A language the platform does not have reads English (spec part 1 §1), so it refuses nothing by itself.
        surelyInvalid: mutation.surelyInvalid || credential.refusedAnyway,
        description: `variables ${mutation.description}${language === 'en' ? '' : `, language ${describeValue(language)}`}`,
      });
    }
  }
  return cases;
}

/** Documents no client sends: broken, huge, deeply nested, or asking for what does not exist. */
const BAD_DOCUMENTS = [
  '{',
  '{ nothing }',
  'mutation { createPlaylist }',
  `{ ${'models { items { id } } '.repeat(2)}`,
  `query { models ${'{ items '.repeat(200)}${'}'.repeat(200)} }`,
  `{ categories { ${'id '.repeat(3_000)} } }`,
  'x'.repeat(20_001),
  'subscription { models { total } }',
  '{ __schema { types { name fields { name } } } }',
  'query A { categories { id } } query B { categories { id } }',
  '{ categories { id } } fragment F on Category { ...F }',
];

/** Whole request bodies of the query service, its feed path and its beacon path. */
export function queryBodyCases(random: Random, count: number, credentials: Credentials): HttpCase[] {
  const sample = { query: '{ categories { id } }', variables: {}, operationName: null, extensions: null };
  const shape: Shape = {
    optional: ['variables', 'operationName', 'extensions'],
    kinds: { variables: 'free', operationName: 'primitive', extensions: 'free' },
  };
  const cases: HttpCase[] = [];
  for (const path of [QUERY_PATH, FEED_SERVICE_PATH, QUERY_BEACON_PATH]) {
    for (let n = 0; n < count * 2; n++) {
      const credential = queryAuth(random, credentials);
      let part = bodyPart(random, sample, shape);
      if (random.chance(0.3)) {
        const query = random.pick(BAD_DOCUMENTS);
        part = {
          body: Buffer.from(JSON.stringify({ query, variables: {} })),
          contentType: 'application/json',
          mutation: { value: query, surelyInvalid: true, description: `query := ${describeValue(query)}` },
        };
      }
      cases.push({
        target: `query service body ${path}`,
        origin: 'app',
        method: 'POST',
        path,
        headers: { ...credential.header, ...(part.contentType ? { 'content-type': part.contentType } : {}) },
        body: part.body,
        // The beacon path takes its token from the body, and the feed path runs anonymously.
        surelyInvalid: part.mutation.surelyInvalid || (credential.refusedAnyway && path === QUERY_PATH),
        description: part.mutation.description,
      });
    }
  }
  return cases;
}
