// Errors that carry one of our codes (or graphql-js's own validation codes) go to the client as
// they are; anything else is a bug or an outage: logged (long values cut), shown as a generic
// message. graphql-js quotes a variable it cannot read in its message ("Variable "$input" got
// invalid value …"), so a message is cut in the middle too, keeping the reason at its end.
// A query that does not parse (a syntax error, or more tokens than armor.ts allows) is the
// client's mistake, not ours: one info line says why, on either transport.
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { API_ERROR_CODES } from '../../core/error-codes';
import { cutText } from '../logging';
import { explainTokenLimit, hideSuggestions } from './armor';

const PUBLIC_CODES = new Set<string>([
  ...API_ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * A value our DateTime scalar refused inside the query text reaches us as a validation failure;
 * it is the caller's input all the same, as it is when sent as a variable.
 */
function refusedByScalar(error: unknown): boolean {
  const cause = error instanceof GraphQLError ? error.originalError : undefined;
  return cause instanceof GraphQLError && cause.extensions?.code === 'BAD_USER_INPUT';
}

/** A message as a client may see it: no schema hints, no megabyte-long quoted value. */
const publicMessage = (message: string) => cutText(explainTokenLimit(hideSuggestions(message)));

export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: FastifyBaseLogger,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' && refusedByScalar(error)) {
    const extensions = { ...formatted.extensions, code: 'BAD_USER_INPUT' };
    return { ...formatted, message: publicMessage(formatted.message), extensions };
  }
  if (code === 'GRAPHQL_PARSE_FAILED') {
    const message = publicMessage(formatted.message);
    logger.info({ code, reason: message }, 'GraphQL operation refused: the query does not parse');
    return { ...formatted, message };
  }
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    return { ...formatted, message: publicMessage(formatted.message) };
  }
  const original = unwrapResolverError(error);
  // graphql-js's own errors without a code are about the request: a variable of the wrong type,
  // or one graphql-js rejected while coercing it (no path, and a GraphQLError inside; over HTTP
  // Apollo has already coded those BAD_USER_INPUT, over WebSocket they arrive bare).
  const aboutTheRequest =
    original instanceof GraphQLError &&
    (!original.originalError ||
      (original.path === undefined && original.originalError instanceof GraphQLError));
  if (aboutTheRequest && code === undefined) {
    return {
      ...formatted,
      message: publicMessage(formatted.message),
      extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' },
    };
  }
  logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL operation');
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
