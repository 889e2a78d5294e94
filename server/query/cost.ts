// The cost of a query-service document (issue 19), computed from the parsed document and its
// variables before anything runs, so one request cannot hold the server (175 aliases of
// globalSearch, 100 of models(first: 100)). Pure: the schema, the document and the variables in,
// a number out; the rules' figures are src/contract/queryCost.ts.
//
// - Every field costs QUERY_COST.field for each time it is in the answer: once per item of every
//   list around it. Aliases are fields like any other, fragments count where they are spread.
// - A list holds as many items as its `first` argument asks (the argument's default when not
//   given); a page object's `first` (models(first: 100) { items }) sizes the list right inside
//   it; lists sized elsewhere are in QUERY_COST.listSizes, any other list counts
//   QUERY_COST.unsizedList items per level.
// - A field that runs a resolver of its own (a root field, a field with arguments) adds
//   QUERY_COST.resolver, or its weight in QUERY_COST.searchResolvers, once per time it runs.
// - Fields nested deeper than QUERY_COST.maxDepth are refused whatever they cost.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  valueFromASTUntyped,
} from 'graphql';
import { QUERY_COST, type QueryCostRules } from '../../src/contract/queryCost.ts';

export type { QueryCostRules };

export interface QueryCost {
  /** What the document costs, in QUERY_COST units; 0 when it names no operation to run. */
  cost: number;
  /** How deep its fields nest (a root field is 1); past maxDepth the walk stops at maxDepth + 1. */
  depth: number;
}

interface Walk {
  schema: GraphQLSchema;
  rules: QueryCostRules;
  rootType: GraphQLNamedType;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** A fragment's cost per (fragment, list size handed in, depth): a fragment spread twice in each of a chain of fragments is walked once, not 2^n times. */
  spreads: Map<string, QueryCost>;
}

/** The cost and depth of the operation a request runs (`operationName`, or the only one). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
  rules: QueryCostRules = QUERY_COST,
): QueryCost {
  const operation = getOperationAST(document, operationName ?? undefined);
  const rootType = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !rootType) return { cost: 0, depth: 0 };
  const given = variables ?? {};
  // A variable the request leaves out takes the default its definition declares.
  const declared: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(given, name)) declared[name] = given[name];
    else if (definition.defaultValue) declared[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const walk: Walk = { schema, rules, rootType, fragments, variables: declared, spreads: new Map() };
  return selectionCost(walk, operation.selectionSet, rootType, undefined, 0, []);
}

/** Whether a cost is over the rules' limits: too costly, or nested too deep. */
export function isTooComplex(measured: QueryCost, rules: QueryCostRules = QUERY_COST): boolean {
  return measured.cost > rules.limit || measured.depth > rules.maxDepth;
}

/** The refusal's message: what the document costs or how deep it nests, and the limit it passes. */
export function tooComplexMessage(measured: QueryCost, rules: QueryCostRules = QUERY_COST): string {
  if (measured.depth > rules.maxDepth) {
    return `The query nests its fields more than ${rules.maxDepth} deep: ask for fewer nested fields.`;
  }
  return `The query costs ${measured.cost}, over the limit of ${rules.limit}: ask for fewer aliases or fields, or smaller pages (first).`;
}

/**
 * The cost of a selection set, once. `size` is the list size handed down by the field above (a
 * page object's `first`) for the first list in it.
 */
function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  size: number | undefined,
  depth: number,
  fragmentPath: readonly string[],
): QueryCost {
  let cost = 0;
  let deepest = depth;
  const add = (part: QueryCost) => {
    cost += part.cost;
    deepest = Math.max(deepest, part.depth);
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      add(fieldCost(walk, selection, parentType, size, depth + 1, fragmentPath));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType;
      add(selectionCost(walk, selection.selectionSet, type ?? parentType, size, depth, fragmentPath));
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // An unknown fragment or a cycle is the validation's to refuse; here it costs nothing more.
      if (!fragment || fragmentPath.includes(name)) continue;
      const key = `${name}|${size ?? ''}|${depth}`;
      let spread = walk.spreads.get(key);
      if (!spread) {
        const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parentType;
        spread = selectionCost(walk, fragment.selectionSet, type, size, depth, [...fragmentPath, name]);
        walk.spreads.set(key, spread);
      }
      add(spread);
    }
  }
  return { cost, depth: deepest };
}

function fieldCost(
  walk: Walk,
  node: FieldNode,
  parentType: GraphQLNamedType,
  handedSize: number | undefined,
  depth: number,
  fragmentPath: readonly string[],
): QueryCost {
  const { rules } = walk;
  const name = node.name.value;
  if (depth > rules.maxDepth) return { cost: rules.field, depth };
  const definition = fieldOf(walk, parentType, name);
  // __typename, or a field the validation refuses: one value.
  if (!definition) return { cost: rules.field, depth };
  const isRoot = parentType === walk.rootType;
  const runsResolver = isRoot || definition.args.length > 0;
  const own = rules.field + (runsResolver ? (isRoot ? (rules.searchResolvers[name] ?? rules.resolver) : rules.resolver) : 0);

  const asked = sizeArgument(walk, node, definition) ?? rules.listSizes[`${parentType.name}.${name}`];
  const levels = listLevels(definition.type);
  // A list takes its own size, or the one its page object handed down; a page object hands its size on.
  const items = levels === 0 ? 1 : (asked ?? handedSize ?? rules.unsizedList) * rules.unsizedList ** (levels - 1);
  const handOn = levels === 0 ? asked : undefined;

  const namedType = getNamedType(definition.type);
  if (!node.selectionSet || isLeafType(namedType)) {
    return { cost: own + (levels === 0 ? 0 : items * rules.field), depth };
  }
  const inner = selectionCost(walk, node.selectionSet, namedType, handOn, depth, fragmentPath);
  return { cost: own + items * inner.cost, depth: inner.depth };
}

function fieldOf(walk: Walk, parentType: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (parentType === walk.rootType && walk.rootType === walk.schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

/** The list levels of a type: [Int] 1, [[Int]] 2, Int 0. */
function listLevels(type: GraphQLType): number {
  let levels = 0;
  let current = getNullableType(type);
  while (isListType(current)) {
    levels += 1;
    current = getNullableType(current.ofType);
  }
  return levels;
}

/** The page size a field asks for (its `first` argument: given, from a variable, or its default), within 0..maxListSize. */
function sizeArgument(walk: Walk, node: FieldNode, definition: GraphQLField<unknown, unknown>): number | undefined {
  const argument = definition.args.find((arg) => arg.name === walk.rules.sizeArgument);
  if (!argument) return undefined;
  const given = node.arguments?.find((arg) => arg.name.value === walk.rules.sizeArgument)?.value;
  let value: unknown = argument.defaultValue;
  if (given?.kind === Kind.VARIABLE) {
    if (Object.hasOwn(walk.variables, given.name.value)) value = walk.variables[given.name.value];
  } else if (given) {
    value = valueFromASTUntyped(given);
  }
  // A size that is no number is refused when the variables are coerced: nothing runs.
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), walk.rules.maxListSize);
}
