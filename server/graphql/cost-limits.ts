// Charges every HTTP operation's cost (graphql/operation-cost.ts) to its caller's budget
// (server/api-limits) once it is parsed and validated, before it runs, and reports the figures on
// the response: extensions.cost and the IETF draft's RateLimit-Limit/-Remaining/-Reset headers.
// Dearer than any request may be: BAD_USER_INPUT, 400. Over budget: RATE_LIMITED with
// extensions.retryAfterSeconds, HTTP 429 and Retry-After. Either way nothing runs and nothing is
// charged. An operation that selects nothing but `__typename` costs nothing, touches no budget
// and reports nothing but RateLimit-Limit (health checks); over WebSocket, ws.ts charges each
// operation when it starts, and each re-run of a subscription.
import type { ApolloServerPlugin } from '@apollo/server';
import { BUDGET_POINTS } from '../../core/api-limits';
import { budgetKey, spend, tooExpensive, type CostReport } from '../api-limits';
import type { GraphQLContext } from './context';
import { operationCost } from './operation-cost';
import { operationRefusal } from './token-scopes';

export interface CostLimitOptions {
  /** The clock budgets refill by and Idempotency-Keys expire by (tests move it). */
  now?: () => Date;
  /** How long a retry waits for its key's running first request (tests shorten it). */
  idempotencyWaitMs?: () => number;
}

export function costLimitsPlugin(
  options: CostLimitOptions = {},
): ApolloServerPlugin<GraphQLContext> {
  const now = options.now ?? (() => new Date());
  return {
    async requestDidStart() {
      let requested: number | null = null;
      let report: CostReport | null = null;
      let retryAfter: number | null = null;
      let at = 0;
      return {
        async didResolveOperation({ contextValue, document, operation, request, schema }) {
          // Refused for its token's scopes (token-scopes.ts, 403): nothing is charged.
          if (!operation || operationRefusal(contextValue.viewer, document, operation)) return;
          requested = operationCost(schema, document, operation, request.variables);
          const refusal = tooExpensive(requested);
          if (refusal) {
            refusal.extensions.http = { status: 400 };
            throw refusal;
          }
          if (requested === 0) return;
          const key = budgetKey(contextValue.viewer, contextValue.clientIp);
          const moment = now();
          at = moment.getTime();
          const outcome = await spend(contextValue.db, key, requested, moment);
          report = outcome.report;
          if (!outcome.allowed) {
            retryAfter = outcome.retryAfterSeconds;
            outcome.error.extensions.http = { status: 429 };
            throw outcome.error;
          }
        },
        async willSendResponse({ response }) {
          const headers = response.http.headers;
          headers.set('ratelimit-limit', String(BUDGET_POINTS));
          if (report) {
            const resetSeconds = Math.ceil((report.resetAt.getTime() - at) / 1000);
            headers.set('ratelimit-remaining', String(report.remaining));
            headers.set('ratelimit-reset', String(resetSeconds));
          }
          if (retryAfter !== null) {
            response.http.status = 429;
            headers.set('retry-after', String(retryAfter));
          }
          if (response.body.kind !== 'single' || !requested) return;
          const result = response.body.singleResult;
          result.extensions = {
            ...result.extensions,
            cost: {
              requested,
              actual: report?.actual ?? 0,
              remaining: report?.remaining ?? null,
              reset: report?.resetAt.toISOString() ?? null,
            },
          };
        },
      };
    },
  };
}
