// A personal access token's scopes, enforced once per operation before it runs: over HTTP in an
// Apollo plugin (didResolveOperation), over WebSocket in graphql-ws's onSubscribe (ws.ts). The
// rule is the tokens domain's (tokens/access.ts); this finds what it judges — the operation's
// type and the root fields it selects, through fragments and inline fragments, by field name, so
// neither an alias nor a fragment on Mutation hides `changePassword`.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { tokenRefusal } from '../tokens';
import type { GraphQLContext, Viewer } from './context';

function rootFieldsOf(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const fields: string[] = [];
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields.filter((field) => field !== '__typename');
}

/** Why the viewer's token may not run this operation; null for sessions, visitors and allowed ones. */
export function operationRefusal(
  viewer: Viewer,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
): GraphQLError | null {
  if (viewer.kind !== 'user' || !viewer.token || !operation) return null;
  return tokenRefusal(viewer.token, operation.operation, rootFieldsOf(operation, document));
}

/** Refuses, with 403 and nothing run, what the request's token may not do. */
export function tokenScopesPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          const refusal = operationRefusal(contextValue.viewer, document, operation);
          if (refusal) {
            refusal.extensions.http = { status: 403 };
            throw refusal;
          }
        },
      };
    },
  };
}
