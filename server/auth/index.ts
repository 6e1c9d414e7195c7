// The auth domain module, what the resolvers import: accounts, password sign-in and sign-out,
// verification and reset links, password changes. Inside: access.ts (what an account may do with
// a password), registration.ts / sign-in.ts / passwords.ts (the writes), emails.ts (their mail),
// session.ts, email-tokens.ts and rate-limit.ts (the mechanisms) → store/ (every query).
// Google sign-in (google.ts) is reached from server/http, not from GraphQL.
export { authProviderOf } from './access';
export { changePassword, requestPasswordReset, resetPassword } from './passwords';
export { register, sendVerificationEmail, verifyEmail, type SessionStarted } from './registration';
export { signIn, signOut } from './sign-in';
