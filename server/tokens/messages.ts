// What a person (or an integrator's script) reads when a token is refused. The create form's
// own rules and messages live in core/access-tokens.ts.
export const tokenMessages = {
  /** Unknown, revoked and expired tokens alike: which one it was is nobody's business. */
  // Short enough for a WebSocket close reason (at most 123 bytes), where it is sent too.
  invalid: 'This access token is not valid: it is unknown, revoked or expired.',
  readOnly: (field: string) =>
    `This access token is read-only: ${field} is a mutation, which needs a token with the WRITE scope.`,
  accountOnly: (field: string) =>
    `Access tokens cannot use ${field}: managing tokens, the password, the e-mail address and sessions needs signing in to Poker Night itself.`,
} as const;
