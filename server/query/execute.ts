// The query service's executor (issue 23): graphql-js's `execute`, with a faster path for the
// common case. graphql-js spends about 300 ns on every field of an answer (field definition,
// resolve info, arguments, default resolver, completion, each in its own call); the messenger's
// 500 channels of 24 fields took 4 ms of CPU that way, more than the bytes take to send. The fast
// path completes a query's answer with functions built for each selection (a property read and
// the scalar's own `serialize`, nothing else; kept per document unless directives or arguments
// below the root make them depend on the variables), into plain objects of one generated literal
// per selection, which JSON.stringify also writes faster than graphql-js's null-prototype ones.
//
// It answers only when graphql-js would answer the same without any error: a query (never a
// mutation) of plain fields (fragments only on the object type itself, no directive but
// @skip/@include, no response key twice), object types without `isTypeOf`, no field resolver of
// the schema's own, and values that are plain data (no function, promise or Error below the root, no null where the schema
// forbids it, every scalar serialisable). On anything else it steps aside before or after the
// root resolvers ran, and graphql-js executes the operation: with the root fields already
// resolved when they were, so no resolver runs twice, and with graphql-js's own errors, paths
// and null propagation.
import {
  type DocumentNode,
  defaultFieldResolver,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  execute as graphqlExecute,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  TypeNameMetaFieldDef,
} from 'graphql';

/** Thrown inside the fast path when graphql-js must answer instead. */
const STEP_ASIDE = Symbol('graphql-js answers');
const stepAside = (): never => {
  throw STEP_ASIDE;
};

type Complete = (value: unknown) => unknown;

interface Run {
  schema: GraphQLSchema;
  variableValues: Record<string, unknown>;
  fragments: Record<string, FragmentDefinitionNode | undefined>;
  /** Whether the completers depend on the variables (directives, arguments below the root): then they are not kept. */
  readsVariables: boolean;
}

/**
 * The fields a selection set asks of an object type, by response key, in graphql-js's order (a
 * fragment's fields in its place), or a step aside when graphql-js's merging rules would be
 * needed (a key twice) or a fragment's type is not the object type itself.
 */
function fieldsOf(
  run: Run,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fields: [string, FieldNode][] = [],
  keys = new Set<string>(),
): [string, FieldNode][] {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(run, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (keys.has(key) || key === '__proto__') return stepAside();
      keys.add(key);
      fields.push([key, selection]);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? run.fragments[selection.name.value] : selection;
    const condition = fragment?.typeCondition?.name.value;
    if (!fragment || (condition !== undefined && condition !== type.name)) return stepAside();
    fieldsOf(run, type, fragment.selectionSet, fields, keys);
  }
  return fields;
}

/** Whether @skip and @include let a selection in (no other directive is taken on). */
function isIncluded(run: Run, selection: SelectionNode): boolean {
  if (!selection.directives?.length) return true;
  run.readsVariables = true;
  for (const directive of selection.directives) {
    if (directive.name.value !== GraphQLSkipDirective.name && directive.name.value !== GraphQLIncludeDirective.name) return stepAside();
  }
  return (
    getDirectiveValues(GraphQLSkipDirective, selection, run.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, selection, run.variableValues)?.if !== false
  );
}

/** A field's definition, as graphql-js looks it up (introspection's __typename included). */
function fieldDefOf(type: GraphQLObjectType, node: FieldNode): GraphQLField<unknown, unknown> | undefined {
  return node.name.value === TypeNameMetaFieldDef.name ? TypeNameMetaFieldDef : type.getFields()[node.name.value];
}

/** How a value of this type at this field completes: graphql-js's completeValue with the checks that cannot fail inlined away. */
function completerFor(run: Run, type: GraphQLOutputType, node: FieldNode): Complete {
  if (isNonNullType(type)) {
    // the nullable completers never answer null for a value
    const inner = nullableCompleterFor(run, type.ofType, node);
    return (value) => (value == null ? stepAside() : inner(value));
  }
  const complete = nullableCompleterFor(run, type, node);
  return (value) => (value == null ? null : complete(value));
}

function nullableCompleterFor(run: Run, type: GraphQLOutputType, node: FieldNode): Complete {
  if (isListType(type)) {
    const item = completerFor(run, type.ofType, node);
    return (value) => {
      if (!Array.isArray(value)) return stepAside();
      const completed = new Array<unknown>(value.length);
      for (let index = 0; index < value.length; index++) completed[index] = item(value[index]);
      return completed;
    };
  }
  if (isLeafType(type)) {
    return (value) => {
      if (value instanceof Error || (typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function'))
        return stepAside();
      return type.serialize(value) ?? stepAside();
    };
  }
  if (!isObjectType(type) || type.isTypeOf || !node.selectionSet) return stepAside();
  const fields = fieldsOf(run, type, node.selectionSet).map(([key, subNode]) => {
    const fieldDef = fieldDefOf(type, subNode) ?? stepAside();
    // graphql-js reads the arguments before resolving, so arguments it would refuse are its to answer.
    if (fieldDef.args.length > 0) {
      run.readsVariables = true;
      getArgumentValues(fieldDef, subNode, run.variableValues);
    }
    if (fieldDef === TypeNameMetaFieldDef) return { key, name: null, complete: null };
    if (fieldDef.resolve) return stepAside();
    return { key, name: fieldDef.name, complete: completerFor(run, fieldDef.type, subNode) };
  });
  return objectBuilder(type.name, fields)(stepAside, ...fields.flatMap((field) => (field.complete ? [field.complete] : [])));
}

type ObjectBuilderFactory = (stepAside: () => never, ...completers: Complete[]) => Complete;
const objectBuilders = new Map<string, ObjectBuilderFactory>();
const OBJECT_BUILDERS_KEPT = 500;

/**
 * A function completing a source object into an answer object of these fields, generated once per
 * shape: an object literal gets one hidden class that V8 allocates and JSON.stringify writes
 * fastest (a loop adding keys one by one cost 0.5 ms more per 500 channels, and 30 % more to stringify).
 * Keys and property names are GraphQL names (letters, digits, underscores), written as JSON strings.
 */
function objectBuilder(typeName: string, fields: { key: string; name: string | null }[]): ObjectBuilderFactory {
  const reads: string[] = [];
  const entries: string[] = [];
  const completers: string[] = [];
  for (const [index, field] of fields.entries()) {
    if (field.name === null) {
      entries.push(`${JSON.stringify(field.key)}: ${JSON.stringify(typeName)}`);
      continue;
    }
    completers.push(`c${index}`);
    // The default resolver would call a function with arguments, context and info.
    reads.push(`const p${index} = source[${JSON.stringify(field.name)}]; if (typeof p${index} === 'function') return stepAside();`);
    entries.push(`${JSON.stringify(field.key)}: c${index}(p${index})`);
  }
  const code = `return function (source) {
  if (typeof source !== 'object' || source instanceof Error || typeof source.then === 'function') return stepAside();
  ${reads.join('\n  ')}
  return { ${entries.join(', ')} };
};`;
  let factory = objectBuilders.get(code);
  if (!factory) {
    factory = new Function('stepAside', ...completers, code) as ObjectBuilderFactory;
    // bounded: documents come from clients
    if (objectBuilders.size >= OBJECT_BUILDERS_KEPT) objectBuilders.delete(objectBuilders.keys().next().value!);
    objectBuilders.set(code, factory);
  }
  return factory;
}

interface RootField {
  key: string;
  node: FieldNode;
  fieldDef: GraphQLField<unknown, unknown>;
  complete: Complete;
}

/** The root fields of an operation with their completers, or null when graphql-js answers it. */
function rootFieldsOf(run: Run, operation: OperationDefinitionNode, queryType: GraphQLObjectType): RootField[] | null {
  try {
    return fieldsOf(run, queryType, operation.selectionSet).map(([key, node]) => {
      const fieldDef = fieldDefOf(queryType, node);
      if (!fieldDef || fieldDef.resolve) return stepAside();
      return { key, node, fieldDef, complete: completerFor(run, fieldDef.type, node) };
    });
  } catch {
    // a step aside, or directives or arguments graphql-js refuses with its own error
    return null;
  }
}

/** The root fields of the documents whose completers do not depend on their variables: clients send the same few again and again. */
const plans = new WeakMap<DocumentNode, { schema: GraphQLSchema; roots: RootField[] | null }>();

/** Runs a query, answering fast where it safely can (see the top of this file); graphql-js's `execute` otherwise. */
export async function execute(args: ExecutionArgs): Promise<ExecutionResult> {
  const { schema, document, rootValue, contextValue, operationName } = args;
  const operation = getOperationAST(document, operationName);
  const queryType = schema.getQueryType();
  if (
    !operation ||
    operation.operation !== 'query' ||
    !queryType ||
    args.fieldResolver ||
    typeof rootValue !== 'object' ||
    rootValue === null
  ) {
    return graphqlExecute(args);
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: 50 });
  if (coerced.errors) return graphqlExecute(args);
  const variableValues = coerced.coerced;
  const fragments: Run['fragments'] = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  let plan = plans.get(document);
  if (plan?.schema !== schema) {
    const run: Run = { schema, variableValues, fragments, readsVariables: false };
    plan = { schema, roots: rootFieldsOf(run, operation, queryType) };
    if (!run.readsVariables) plans.set(document, plan);
  }
  const planned = plan.roots;
  if (!planned) return graphqlExecute(args);
  let roots;
  try {
    roots = planned.map((root) => {
      const info: GraphQLResolveInfo = {
        fieldName: root.fieldDef.name,
        fieldNodes: [root.node],
        returnType: root.fieldDef.type,
        parentType: queryType,
        path: { prev: undefined, key: root.key, typename: queryType.name },
        schema,
        fragments: fragments as Record<string, FragmentDefinitionNode>,
        rootValue,
        operation,
        variableValues,
      };
      return { ...root, info, args: getArgumentValues(root.fieldDef, root.node, variableValues) };
    });
  } catch {
    // arguments graphql-js refuses with its own error
    return graphqlExecute(args);
  }

  // The root resolvers in order, each called once, as graphql-js's default resolver calls them;
  // a value at hand is completed at once, as graphql-js does (a failed non-null field stops it
  // before the next resolver runs).
  const data: Record<string, unknown> = {};
  const outcomes: { sync: boolean; ok: boolean; value: unknown }[] = [];
  let fast = true;
  for (const [index, root] of roots.entries()) {
    try {
      const value = defaultFieldResolver(rootValue, root.args, contextValue, root.info);
      outcomes.push({ sync: true, ok: true, value });
      if (value instanceof Promise) continue;
      data[root.key] = root.complete(value);
    } catch (error) {
      // the resolver threw (no outcome yet), or its value needs graphql-js
      if (outcomes.length === index) outcomes.push({ sync: true, ok: false, value: error });
      fast = false;
      break;
    }
  }
  await Promise.all(
    outcomes.map(async (outcome, index) => {
      if (!outcome.ok || !(outcome.value instanceof Promise)) return;
      try {
        outcomes[index] = { sync: false, ok: true, value: await outcome.value };
      } catch (error) {
        outcomes[index] = { sync: false, ok: false, value: error };
      }
    }),
  );
  if (fast) {
    try {
      outcomes.forEach((outcome, index) => {
        if (!outcome.sync) data[roots[index]!.key] = roots[index]!.complete(outcome.value);
      });
      if (outcomes.every((outcome) => outcome.ok)) {
        // in the order of the document, as graphql-js answers
        const ordered: Record<string, unknown> = {};
        for (const root of roots) ordered[root.key] = data[root.key];
        return { data: ordered };
      }
    } catch {
      // a step aside, or a scalar that refused its value: graphql-js answers with its own error
    }
  }
  // graphql-js answers, with each root field resolved so far as it was (a value, a throw, a
  // rejection), found by its response key: one field may be asked under several keys (the home
  // query's lists); a key not resolved yet calls the root resolver as graphql-js would.
  const outcomeOf = new Map<string, () => unknown>();
  outcomes.forEach(({ sync, ok, value }, index) => {
    outcomeOf.set(
      roots[index]!.key,
      sync
        ? ok
          ? () => value
          : () => {
              throw value;
            }
        : () => (ok ? Promise.resolve(value) : Promise.reject(value)),
    );
  });
  const resolved = Object.create(rootValue) as Record<string, unknown>;
  for (const { fieldDef } of roots) {
    const own = (rootValue as Record<string, unknown>)[fieldDef.name];
    resolved[fieldDef.name] = (fieldArgs: unknown, context: unknown, info: GraphQLResolveInfo) => {
      const outcome = outcomeOf.get(String(info.path.key));
      if (outcome) return outcome();
      return typeof own === 'function' ? Reflect.apply(own, rootValue, [fieldArgs, context, info]) : own;
    };
  }
  return graphqlExecute({ ...args, rootValue: resolved });
}
