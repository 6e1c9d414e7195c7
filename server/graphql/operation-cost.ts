// What an operation costs (core/api-limits states the rule), from the parsed and validated
// document, before anything runs: fragments and inline fragments are followed (so colocated
// fragments cost what the same fields cost inline), each object field costs 1, scalars nothing,
// and a list multiplies what it selects by its page size. A field that takes `first` sets the
// page size of itself if it is a list, else of the lists directly inside it (a connection's
// `edges` and `nodes`). A mutation's root fields that return a scalar still cost 1 each.
// Introspection (`__schema`, `__type`) costs 1 whatever it selects: it reads the schema held in
// memory, whose size is ours, not the data's (GraphiQL's and codegen's full introspection query
// would otherwise cost thousands as lists of 10).
import {
  getNamedType,
  getNullableType,
  isInputType,
  isLeafType,
  isListType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { listSize } from '../../core/api-limits';

type Variables = Record<string, unknown> | undefined | null;
type AnyField = GraphQLField<unknown, unknown>;

const INTROSPECTION = new Set(['__schema', '__type']);

function fieldOf(parent: GraphQLNamedType, name: string): AnyField | undefined {
  if (!('getFields' in parent)) return undefined;
  return (parent as { getFields(): Record<string, AnyField> }).getFields()[name];
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  // A variable left out takes its default from the operation, as execution would.
  const values: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] === undefined && definition.defaultValue) {
      const type = typeFromAST(schema, definition.type);
      if (type && isInputType(type)) values[name] = valueFromAST(definition.defaultValue, type);
    }
  }

  /** The `first` a paged field is asked for: null when left out (or not a number). */
  const firstOf = (field: AnyField, node: FieldNode): number | null => {
    const arg = field.args.find((a) => a.name === 'first');
    const given = node.arguments?.find((a) => a.name.value === 'first')?.value;
    const value = given ? valueFromAST(given, arg!.type, values) : arg?.defaultValue;
    return typeof value === 'number' ? value : null;
  };

  const costOf = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    pageSize: number | null,
    seen: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION.has(selection.name.value)) {
          total += 1;
          continue;
        }
        const field = fieldOf(parent, selection.name.value);
        if (!field || !selection.selectionSet) continue; // __typename, scalars, enums
        const named = getNamedType(field.type);
        if (isLeafType(named)) continue;
        const paged = field.args.some((a) => a.name === 'first');
        const first = paged ? listSize(firstOf(field, selection), true) : null;
        const isList = isListType(getNullableType(field.type));
        // A list inside a connection takes the connection's page; a connection passes its own.
        const size = isList ? (first ?? pageSize ?? listSize(null, false)) : 1;
        const inner = isList ? null : first;
        total += 1 + size * costOf(selection.selectionSet, named, inner, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        total += costOf(selection.selectionSet, condition ?? parent, pageSize, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue; // validation refuses cycles; never loop
        const condition = schema.getType(fragment.typeCondition.name.value);
        const inside = new Set(seen).add(name);
        total += costOf(fragment.selectionSet, condition ?? parent, pageSize, inside);
      }
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const writes =
    operation.operation === OperationTypeNode.MUTATION
      ? operation.selectionSet.selections.filter(
          (s) => s.kind === Kind.FIELD && !s.selectionSet && s.name.value !== '__typename',
        ).length
      : 0;
  return writes + costOf(operation.selectionSet, root, null, new Set());
}
