// The HTTP status of a GraphQL request error — a query that does not parse, does not validate
// (armor's depth, alias and directive limits included), or whose variables do not fit — as the
// GraphQL-over-HTTP spec asks (tests/integration/graphql-over-http.test.ts runs its audit):
// 400 for a client that reads `application/graphql-response+json`, whose status carries meaning;
// 200 for one that reads plain `application/json`, where a non-2xx status could be mistaken for a
// proxy's page and the error would go unread. Apollo answers 400 in both. Refusals for the
// API's own limits (cost, budget, a token's scope) keep their status whatever the media type.
import type { ApolloServerPlugin } from '@apollo/server';
import Negotiator from 'negotiator';

// What Apollo offers a single result in, in Apollo's order (its chooseContentType…, which is
// not exported): the media type asked for is the one Apollo will answer in.
const APPLICATION_JSON = 'application/json; charset=utf-8';
const OFFERED = [
  APPLICATION_JSON,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** Whether Apollo answers a request with this Accept header in plain `application/json`. */
export function answersInPlainJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return new Negotiator({ headers: { accept } }).mediaType(OFFERED) === APPLICATION_JSON;
}

export function requestErrorStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let requestError = false;
      let executed = false;
      return {
        async parsingDidStart() {
          return async (error) => {
            if (error) requestError = true;
          };
        },
        async validationDidStart() {
          return async (errors) => {
            if (errors?.length) requestError = true;
          };
        },
        async executionDidStart() {
          executed = true;
        },
        async willSendResponse({ request, response }) {
          if (response.http.status !== 400 || response.body.kind !== 'single') return;
          // Apollo's 400 after execution with no data at all: the variables could not be coerced.
          const badVariables = executed && response.body.singleResult.data === undefined;
          if (!requestError && !badVariables) return;
          if (answersInPlainJson(request.http?.headers.get('accept'))) response.http.status = 200;
        },
      };
    },
  };
}
