// What an operation costs (core/api-limits states the rule), from the parsed and validated
// document, before anything runs: fragments and inline fragments are followed (so colocated
// fragments cost what the same fields cost inline), each object field costs 1, scalars nothing,
// and a list costs 1 plus each of its page's items, each item what it selects but at least 1 (a
// list of scalars, or of objects that select only scalars, is work in proportion to its length
// too). A field that takes `first` sets the page size of itself if it is a list, else of the
// lists directly inside it (a connection's `edges` and `nodes`). A mutation's root fields that
// return a scalar still cost 1 each. `__schema` costs a flat, measured SCHEMA_INTROSPECTION_COST
// (as lists of 10 GraphiQL's full introspection would pass the cap); `__type` reads one type and
// is costed like any field.
import {
  getNamedType,
  getNullableType,
  isInputType,
  isLeafType,
  isListType,
  Kind,
  TypeMetaFieldDef,
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
import { listCost, listSize, SCHEMA_INTROSPECTION_COST } from '../../core/api-limits';

type Variables = Record<string, unknown> | undefined | null;
type AnyField = GraphQLField<unknown, unknown>;

function fieldOf(parent: GraphQLNamedType, name: string): AnyField | undefined {
  // `__type` is on every query root but in no type's fields (`__typename` costs nothing).
  if (name === '__type') return TypeMetaFieldDef as AnyField;
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
        if (selection.name.value === '__schema') {
          total += SCHEMA_INTROSPECTION_COST;
          continue;
        }
        const field = fieldOf(parent, selection.name.value);
        if (!field) continue; // __typename
        const named = getNamedType(field.type);
        const paged = field.args.some((a) => a.name === 'first');
        const first = paged ? listSize(firstOf(field, selection), true) : null;
        const isList = isListType(getNullableType(field.type));
        // A list inside a connection takes the connection's page; a connection passes its own.
        const size = isList ? (first ?? pageSize ?? listSize(null, false)) : 1;
        if (isLeafType(named) || !selection.selectionSet) {
          // A scalar or an enum costs nothing; a list of them counts its items.
          if (isList) total += listCost(size, 0);
          continue;
        }
        const inner = isList ? null : first;
        const each = costOf(selection.selectionSet, named, inner, seen);
        total += isList ? listCost(size, each) : 1 + each;
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
