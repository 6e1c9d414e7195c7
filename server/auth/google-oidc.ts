// Google's side of sign-in: an OpenID Connect redirect flow (authorization code + PKCE + state +
// nonce, ID token validated by openid-client). The issuer is configurable so tests run against a
// local OpenID provider; plain http is allowed for loopback issuers only. What an identity means
// for our accounts is server/auth/google.ts.
import * as oidc from 'openid-client';
import { normalizeEmail } from '../../core/email';
import type { Config } from '../config';

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
        // docs/product.md §7: the account chooser is always shown.
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
