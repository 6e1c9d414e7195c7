// Google sign-in for our accounts: find, create or link the user an identity belongs to. The
// OpenID Connect flow that vouches for the identity is server/auth/google-oidc.ts.
import type { UserRow } from '../../db/schema';
import type { Services } from '../services';
import type { GoogleIdentity } from './google-oidc';
import { topics } from '../realtime';
import { endEveryAccess } from './end-access';
import * as store from './store/google-accounts';

export const GOOGLE = 'google';

export class UnverifiedGoogleEmailError extends Error {}

/**
 * Finds or creates the user for a Google identity. A new account starts verified, with no
 * password. An existing account with the same address is linked only when Google vouches for the
 * address, and then:
 * - if the account's address was already verified, its owner proved the mailbox and made its
 *   password, which is kept;
 * - if not, nobody has shown the account belongs to the mailbox's owner (anyone can register any
 *   address), so Google's verified owner takes it over: the password, every session, pending
 *   verify or reset link, access token and the calendar feed's URL go, and the owner starts with
 *   only the session this sign-in opens.
 */
export async function signInWithGoogle(
  services: Services,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const { user, endedSessions } = await services.db.transaction(async (tx) => {
    const linked = await store.userLinkedTo(tx, GOOGLE, identity.subject);
    if (linked) return { user: linked, endedSessions: false };
    // Linking by address is only safe when Google vouches for it.
    if (!identity.emailVerified) throw new UnverifiedGoogleEmailError(identity.email);
    // The row lock makes a concurrent password sign-in, change or reset wait for the takeover and
    // then see the password gone (see startPasswordSession in sign-in.ts).
    const existing = await store.lockUserWithEmail(tx, identity.email);
    const takeover = existing !== null && !existing.emailVerified;
    const user = existing
      ? await store.verifyForGoogle(tx, existing.id, takeover)
      : await store.insertGoogleAccount(tx, identity.email);
    if (takeover) await endEveryAccess(tx, user.id);
    await store.linkIdentity(tx, { provider: GOOGLE, subject: identity.subject, userId: user.id });
    return { user, endedSessions: takeover };
  });
  // After the commit, as signOut does, so every instance closes the ended sessions' sockets.
  if (endedSessions) await services.pubsub.publish(topics.sessions(user.id));
  return user;
}
