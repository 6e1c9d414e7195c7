// The tokens domain module (personal access tokens, issue 14), what the resolvers and the
// transports import. Inside: access.ts (what a token may do) → writes.ts / queries.ts /
// authenticate.ts → store.ts (the only file that touches access_tokens).
export { tokenRefusal } from './access';
export { authenticateToken, bearerToken, isTokenLive } from './authenticate';
export { tokenMessages } from './messages';
export { accessTokensOf, type AccessTokenModel } from './queries';
export { createAccessToken, revokeAccessToken, revokeAllAccessTokens } from './writes';
