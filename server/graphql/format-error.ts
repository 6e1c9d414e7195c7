// Errors that carry one of our codes (or graphql-js's own validation codes) go to the client as
// they are; anything else is a bug or an outage: logged in full, shown as a generic message.
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { API_ERROR_CODES } from '../../core/error-codes';

const PUBLIC_CODES = new Set<string>([
  ...API_ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: FastifyBaseLogger,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) return formatted;
  const original = unwrapResolverError(error);
  // graphql-js's own errors without a code (e.g. a variable of the wrong type) are about the request.
  if (original instanceof GraphQLError && !original.originalError && code === undefined) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  }
  logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL operation');
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
