// Idempotency-Key on HTTP mutations (server/api-limits/idempotency.ts holds the rule). The key is
// claimed in responseForOperation — after every check of didResolveOperation (scopes, cost,
// budget) has passed, just before execution — so a refused request never holds a key. A replay
// is answered from the stored first answer, with `Idempotent-Replayed: true`, without executing.
// The answer is stored as the client got it (data and formatted errors, HTTP status); one that
// failed with an internal error changed nothing (its transaction rolled back) and frees the key.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import { API_ERROR_CODES } from '../../core/error-codes';
import {
  finishKeyed,
  IDEMPOTENCY_WAIT_MS,
  idempotencyPrincipal,
  requestHash,
  startKeyed,
  type KeyedRequest,
  type StoredAnswer,
} from '../api-limits';
import type { GraphQLContext } from './context';

const ourCodes = new Set<string>(API_ERROR_CODES);

export function idempotencyPlugin(
  options: {
    now?: () => Date;
    /** How long a retry waits for a running first request, read per request (tests shorten it). */
    idempotencyWaitMs?: () => number;
  } = {},
): ApolloServerPlugin<GraphQLContext> {
  const now = options.now ?? (() => new Date());
  const waitMs = options.idempotencyWaitMs ?? (() => IDEMPOTENCY_WAIT_MS);
  return {
    async requestDidStart({ request }) {
      const key = request.http?.headers.get('idempotency-key');
      if (key == null) return;
      let claimed: KeyedRequest | null = null;
      return {
        async responseForOperation({ contextValue, operation, source }) {
          if (operation.operation !== OperationTypeNode.MUTATION) return null;
          const principal = idempotencyPrincipal(contextValue.viewer);
          if (!principal) return null;
          const keyed = {
            principal,
            key,
            requestHash: requestHash({
              query: source,
              operationName: request.operationName,
              variables: request.variables,
            }),
          };
          const start = await startKeyed(contextValue.db, keyed, now, waitMs());
          if (start.kind === 'run') {
            claimed = keyed;
            return null;
          }
          // Answered here rather than thrown: Apollo runs no error handling around this hook.
          if (start.kind === 'refused') {
            return {
              http: { status: start.status, headers: new HeaderMap() },
              body: { kind: 'single', singleResult: { errors: [start.error.toJSON()] } },
            };
          }
          const { status, body } = start.answer;
          const headers = new HeaderMap([['idempotent-replayed', 'true']]);
          return {
            http: { status, headers },
            body: { kind: 'single', singleResult: body as FormattedExecutionResult },
          };
        },
        async willSendResponse({ contextValue, response }) {
          if (!claimed) return;
          const keyed = claimed;
          claimed = null;
          let answer: StoredAnswer | null = null;
          if (response.body.kind === 'single') {
            const { data, errors } = response.body.singleResult;
            const internal = errors?.some((e) => !ourCodes.has(String(e.extensions?.code)));
            if (!internal) {
              answer = { status: response.http.status ?? 200, body: { data, errors } };
            }
          }
          await finishKeyed(contextValue.db, keyed, answer);
        },
      };
    },
  };
}
