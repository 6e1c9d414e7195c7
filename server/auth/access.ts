// How an account signs in decides what it may do with a password (docs/product.md §7): an account made with
// Google has none, so it can neither sign in with one nor change it. Decided here only; the
// profile screen reads the same answer through Me.authProvider.
import { accountMessages } from '../../core/accounts';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../errors';
import type { AuthProvider } from '../graphql/generated/resolvers-types';

export interface AccountCapabilities {
  changePassword: boolean;
}

export function authProviderOf(user: Pick<UserRow, 'passwordHash'>): AuthProvider {
  return user.passwordHash ? 'PASSWORD' : 'GOOGLE';
}

export function capabilitiesOf(provider: AuthProvider): AccountCapabilities {
  return { changePassword: provider === 'PASSWORD' };
}

/** The account's password hash; FORBIDDEN for an account without one. */
export function requirePasswordAccount(user: Pick<UserRow, 'passwordHash'>): string {
  if (!capabilitiesOf(authProviderOf(user)).changePassword || !user.passwordHash) {
    throw forbidden(accountMessages.noPasswordForGoogle);
  }
  return user.passwordHash;
}
