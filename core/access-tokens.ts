// Personal access tokens: the rules the create form and the API share (issue 14). A token is
// `pn_` and 32 base32 characters; a list shows its first characters (`prefix`); WRITE includes
// READ; an expiry is a whole number of days within a year, or none.

export type AccessScopeName = 'READ' | 'WRITE';

/** How every token starts, so it is recognisable in a config file or a leaked-secret scan. */
export const ACCESS_TOKEN_START = 'pn_';
/** Characters of the token a list shows (`pn_` included): enough to tell tokens apart. */
export const ACCESS_TOKEN_PREFIX_LENGTH = ACCESS_TOKEN_START.length + 8;
/** Tokens one user may hold at once (expired ones count until revoked). */
export const MAX_ACCESS_TOKENS_PER_USER = 20;
export const ACCESS_TOKEN_EXPIRY_DAYS = { min: 1, max: 365 } as const;

export const accessTokenMessages = {
  nameRequired: 'Token name is required',
  scopeRequired: 'Choose a scope: READ, or WRITE (which includes READ)',
  expiryRange: `Expiry must be a whole number of days from ${ACCESS_TOKEN_EXPIRY_DAYS.min} to ${ACCESS_TOKEN_EXPIRY_DAYS.max}`,
  tooMany: `You can have at most ${MAX_ACCESS_TOKENS_PER_USER} access tokens. Revoke one you no longer use first.`,
} as const;

/** The scopes as stored and shown: WRITE brings READ along; order READ, WRITE; no repeats. */
export function normalizeScopes(scopes: readonly AccessScopeName[]): AccessScopeName[] {
  if (scopes.includes('WRITE')) return ['READ', 'WRITE'];
  return scopes.includes('READ') ? ['READ'] : [];
}

/** The problem with an expiry in days (null: never expires), or null when it is acceptable. */
export function expiryDaysProblem(days: number | null | undefined): string | null {
  if (days === null || days === undefined) return null;
  const { min, max } = ACCESS_TOKEN_EXPIRY_DAYS;
  return Number.isInteger(days) && days >= min && days <= max
    ? null
    : accessTokenMessages.expiryRange;
}

/** Whether a string has the shape of an access token (cheap check before any hashing). */
export function looksLikeAccessToken(value: string): boolean {
  return /^pn_[a-z2-7]{32}$/.test(value);
}
