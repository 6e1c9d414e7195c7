// Google sign-in as an OpenID Connect redirect flow (authorization code + PKCE + state + nonce,
// ID token validated by openid-client). The issuer is configurable so tests run against a local
// OpenID provider; plain http is allowed for loopback issuers only.
import * as oidc from 'openid-client';
import { and, eq } from 'drizzle-orm';
import { normalizeEmail } from '../../core/email';
import { oauthAccounts, users, type UserRow } from '../../db/schema';
import type { Config } from '../config';
import { topics, type Services } from '../services';
import { revokeEmailTokens } from './email-tokens';
import { invalidateUserSessions } from './session';

export const GOOGLE = 'google';

/** What the callback needs to check the provider's answer; kept in a short-lived HttpOnly cookie. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
}

export interface GoogleSignIn {
  start(): Promise<{ url: URL; pending: PendingLogin }>;
  finish(callbackUrl: URL, pending: PendingLogin): Promise<GoogleIdentity>;
}

function isLoopback(url: URL) {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createGoogleSignIn(
  config: NonNullable<Config['google']>,
  publicUrl: string,
): GoogleSignIn {
  const issuer = new URL(config.issuer);
  const redirectUri = `${publicUrl}/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovered lazily and retried after a failure, so a provider outage never blocks start-up.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        issuer,
        config.clientId,
        config.clientSecret,
        undefined,
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const pending: PendingLogin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        // SPEC §7: the account chooser is always shown.
        prompt: 'select_account',
      });
      return { url, pending };
    },
    async finish(callbackUrl, pending) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string')
        throw new Error('Google did not share an e-mail address');
      return {
        subject: claims.sub,
        email: normalizeEmail(claims.email),
        emailVerified: claims.email_verified === true,
      };
    },
  };
}

export class UnverifiedGoogleEmailError extends Error {}

/**
 * Finds or creates the user for a Google identity. A new account starts verified, with no
 * password. An existing account with the same address is linked only when Google vouches for the
 * address, and then:
 * - if the account's address was already verified, its owner proved the mailbox and made its
 *   password, which is kept;
 * - if not, nobody has shown the account belongs to the mailbox's owner (anyone can register any
 *   address), so Google's verified owner takes it over: the password, every session and every
 *   pending verify or reset link go, and the owner starts with only the session this sign-in opens.
 */
export async function signInWithGoogle(
  services: Services,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const { user, endedSessions } = await services.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, GOOGLE), eq(oauthAccounts.subject, identity.subject)));
    if (linked) return { user: linked.user, endedSessions: false };
    // Linking by address is only safe when Google vouches for it.
    if (!identity.emailVerified) throw new UnverifiedGoogleEmailError(identity.email);
    // The row lock makes a concurrent password sign-in, change or reset wait for the takeover and
    // then see the password gone (see startPasswordSession in accounts.ts).
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, identity.email))
      .for('update');
    const takeover = existing !== undefined && !existing.emailVerified;
    const user = existing
      ? (
          await tx
            .update(users)
            .set({
              emailVerified: true,
              ...(takeover ? { passwordHash: null } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, existing.id))
            .returning()
        )[0]!
      : (
          await tx.insert(users).values({ email: identity.email, emailVerified: true }).returning()
        )[0]!;
    if (takeover) {
      await invalidateUserSessions(tx, user.id);
      await revokeEmailTokens(tx, user.id);
    }
    await tx
      .insert(oauthAccounts)
      .values({ provider: GOOGLE, subject: identity.subject, userId: user.id });
    return { user, endedSessions: takeover };
  });
  // After the commit, as signOut does, so every instance closes the ended sessions' sockets.
  if (endedSessions) await services.pubsub.publish(topics.sessions(user.id));
  return user;
}
