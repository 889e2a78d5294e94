// The query service's documents: parsed once by source text, their cost measured once per
// variables and their validation checked once, and what an operation asks for (tracking only,
// the feed service's fields only).
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { FEED_SERVICE_FIELDS } from '../../src/contract/feed.ts';
import { queryCost } from './cost.ts';
import { schema } from './schema.ts';

/**
 * Parsed documents by source text, with their validation once checked: clients send the same
 * few queries again and again. A document's cost is checked between the two (it depends on the
 * variables), so a costly one is refused before the validation's work is spent on it.
 */
interface Prepared {
  document: DocumentNode | null;
  /** Syntax errors, or the validation's errors once validated. */
  errors?: readonly GraphQLError[];
  /** The cost by operation name and variables (as JSON): the same few pairs come again and again. */
  costs?: Map<string, ReturnType<typeof queryCost>>;
}
const COSTS_PER_DOCUMENT = 50;

/** A document's cost for these variables, measured once per pair. */
export function costOf(
  prepared: Prepared,
  document: DocumentNode,
  variablesText: string,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
) {
  const key = `${operationName ?? ''}\n${variablesText}`;
  prepared.costs ??= new Map();
  let measured = prepared.costs.get(key);
  if (!measured) {
    measured = queryCost(schema, document, variables, operationName);
    if (prepared.costs.size >= COSTS_PER_DOCUMENT) prepared.costs.delete(prepared.costs.keys().next().value!);
    prepared.costs.set(key, measured);
  }
  return measured;
}
const documents = new Map<string, Prepared>();
const DOCUMENT_CACHE_SIZE = 200;

export function parsed(source: string): Prepared {
  const cached = documents.get(source);
  if (cached) return cached;
  let prepared: Prepared;
  try {
    prepared = { document: parse(source, { maxTokens: 2000 }) };
  } catch (error) {
    prepared = { document: null, errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
  }
  if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value as string);
  documents.set(source, prepared);
  return prepared;
}

/** The validation's errors of a parsed document, checked once. */
/**
 * GraphQL's rules plus no introspection (ASVS 4.3.2): the query service serves our app only, and
 * the app sends fixed documents; `__typename` stays allowed.
 */
const VALIDATION_RULES = [...specifiedRules, NoSchemaIntrospectionCustomRule];

export function validationErrors(prepared: Prepared, document: DocumentNode): readonly GraphQLError[] {
  prepared.errors ??= validate(schema, document, VALIDATION_RULES);
  return prepared.errors;
}

/** Whether a document's operation only tracks events: all a web token may run. */
export function onlyTracksEvents(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    operation?.operation === 'mutation' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === 'trackEvent')
  );
}

export const FEED_FIELD_NAMES: readonly string[] = Object.values(FEED_SERVICE_FIELDS);

/** Whether a document's operation asks for the feed service's fields only (and __typename). */
export function onlyFeedFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    !!operation &&
    operation.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && (FEED_FIELD_NAMES.includes(s.name.value) || s.name.value === '__typename'),
    )
  );
}
