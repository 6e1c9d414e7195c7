// Reading the API's errors. The server puts the person-facing text in `message` and a stable
// `extensions.code` beside it; we branch on the code and only show messages that carry one of
// the documented codes (anything else is an internal error and gets the screen's own text).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { API_ERROR_CODES, type ApiErrorCode } from '../../../core/error-codes';

const KNOWN = new Set<string>(API_ERROR_CODES);

interface ApiErrorInfo {
  code: ApiErrorCode;
  message: string;
}

/** The first documented API error inside an Apollo error, if there is one. */
export function apiError(error: unknown): ApiErrorInfo | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const code = e.extensions?.code;
    if (typeof code === 'string' && KNOWN.has(code) && e.message) {
      return { code: code as ApiErrorCode, message: e.message };
    }
  }
  return null;
}

/** The documented code of an Apollo error (`null` for network and internal errors). */
export function errorCode(error: unknown): ApiErrorCode | null {
  return apiError(error)?.code ?? null;
}

/** The server's user-facing message, or `fallback` when the error carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  return apiError(error)?.message ?? fallback;
}

/** docs/product.md §8's backend-client message for a read that needs the network while offline. */
export const OFFLINE_READ = 'Failed to get document because the client is offline.';
/** A write made offline is turned away at once, never queued where it could be lost. */
export const OFFLINE_WRITE =
  "You're offline, so this was not saved. Try again once you're back online.";
export const TIMED_OUT = 'Request time out.';
export const CONNECTION_FAILED = 'Connection failed.';

/** A failure of the client itself (offline, time-out); its message is the one to show. */
export class ClientError extends Error {
  override name = 'ClientError';
}

/**
 * docs/product.md §8's backend-client message for an error that never reached the API's own answer: offline,
 * time-out, no connection, or an HTTP status (`null` for API errors and anything else).
 */
export function clientErrorMessage(error: unknown): string | null {
  if (error instanceof ClientError) return error.message;
  if (ServerError.is(error)) return `Server responded with status ${error.statusCode}.`;
  if (error instanceof DOMException && error.name === 'TimeoutError') return TIMED_OUT;
  // fetch() rejects with a TypeError when no connection could be made.
  if (error instanceof TypeError) return CONNECTION_FAILED;
  return null;
}
