// Every query of the groups domain, one file per table (docs/architecture.md § Module shape).
// Every write that changes who belongs to a group or who is invited (invite, cancel, accept,
// decline, remove, leave) takes the group's row lock first (groups.ts), so membership changes to
// one group run one at a time.
export * from './groups';
export * from './invites';
export * from './leaderboards';
export * from './members';
