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
