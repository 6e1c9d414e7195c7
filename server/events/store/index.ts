// Every query of the events domain, one file per table (docs/architecture.md § Module shape).
// Every write that changes who plays or who sits where (join, leave, invite, winners, tables,
// seats) takes the event's row lock first (events.ts), so those writes run one at a time per
// event: capacity is never overbooked, and a seat can never be reserved by a player whose leave
// is committing.
export * from './events';
export * from './players';
export * from './invites';
export * from './winners';
export * from './seats';
export * from './audience';
export * from './lists';
export * from './locations';
export * from './waitlist';
export * from './handover';
export * from './reminder-claims';
