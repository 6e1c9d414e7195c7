// The users domain module, what the resolvers import: a person's profile and who may see their
// address. Inside: access.ts (the rule) → profile.ts (the write) / queries.ts → store.ts.
export { updateProfile } from './profile';
export { currentUser, visibleEmailOf } from './queries';
// For other domains' writes, inside their transaction (the mail they send names people).
export { usersByIds } from './store';
