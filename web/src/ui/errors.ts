// Reading the API's errors. The server puts the person-facing text in `message` and a stable
// `extensions.code` beside it; we branch on the code and only show messages that carry one of
// the documented codes (anything else is an internal error and gets the screen's own text).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
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
