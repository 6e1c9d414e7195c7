// What a personal access token may do, decided here only. A token acts as its owner, so every
// domain's own checks still apply on top; this only narrows: a READ token runs queries and
// subscriptions (subscriptions are reads), a WRITE token mutations too, and no token may manage
// the account's credentials — tokens, the password, the e-mail address, sessions — which would let
// a leaked token outlive its revocation or lock its owner out. Checked once per operation, before
// anything runs (graphql/token-scopes.ts), and again by the token writes themselves.
import type { OperationTypeNode } from 'graphql';
import type { AccessScope, DomainContext } from '../context';
import { forbidden } from '../errors';
import { tokenMessages } from './messages';

/**
 * Mutations only a signed-in session may run (schema/user.graphql, schema/access-tokens.graphql).
 * A mutation that changes the e-mail address belongs here too, should one be added.
 */
export const SESSION_ONLY_MUTATIONS: ReadonlySet<string> = new Set([
  'createAccessToken',
  'revokeAccessToken',
  'changePassword',
  'signOut',
]);

/** The refusal of an operation for a token, or null when the token may run it. */
export function tokenRefusal(
  token: { scopes: readonly AccessScope[] },
  operation: OperationTypeNode | 'query' | 'mutation' | 'subscription',
  rootFields: readonly string[],
) {
  if (operation !== 'mutation') return null;
  const accountOnly = rootFields.find((field) => SESSION_ONLY_MUTATIONS.has(field));
  if (accountOnly) return forbidden(tokenMessages.accountOnly(accountOnly));
  if (!token.scopes.includes('WRITE')) {
    return forbidden(tokenMessages.readOnly(rootFields[0] ?? 'this operation'));
  }
  return null;
}

/** Refuses `mutation` when the caller came with a token (the token writes' own guard). */
export function requireSession(ctx: Pick<DomainContext, 'viewer'>, mutation: string): void {
  if (ctx.viewer.kind === 'user' && ctx.viewer.token) {
    throw forbidden(tokenMessages.accountOnly(mutation));
  }
}
