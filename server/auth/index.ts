// The auth domain module, what the resolvers import: accounts, password sign-in and sign-out,
// verification and reset links, password changes. Inside: access.ts (what an account may do with
// a password), registration.ts / sign-in.ts / passwords.ts (the writes), emails.ts (their mail),
// session.ts and email-tokens.ts (the mechanisms) → store/ (every query); throttles are
// server/rate-limits. Google sign-in (google.ts) is reached from server/http, not from GraphQL.
export { authProviderOf } from './access';
export { changePassword, requestPasswordReset, resetPassword } from './passwords';
export { register, sendVerificationEmail, verifyEmail, type SessionStarted } from './registration';
export { signIn, signOut } from './sign-in';
// For the transports: the session cookie, and Google's sign-in (server/http).
export { createSession, isSessionActive, SESSION_COOKIE, validateSessionToken } from './session';
export { signInWithGoogle } from './google';
export { createGoogleSignIn, type GoogleSignIn, type PendingLogin } from './google-oidc';
