// The codes the API puts in `extensions.code`; clients branch on these, never on message text.
export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'PROFILE_INCOMPLETE',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Codes that mean "your sign-in state changed under you": the web's guards refresh `me` and
 * redirect, so a screen never shows these as its own failure.
 */
export const SESSION_ERROR_CODES: readonly ApiErrorCode[] = [
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'PROFILE_INCOMPLETE',
];

export function isSessionErrorCode(code: unknown): boolean {
  return typeof code === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(code);
}
