// The pub/sub topic names: what a write publishes and a subscription listens to.
export const topics = {
  user: (id: string) => `user:${id}`,
  event: (id: string) => `event:${id}`,
  group: (id: string) => `group:${id}`,
  /** An event's tournament: its clock, entries and seats (tournamentChanged and its display). */
  tournament: (eventId: string) => `tournament:${eventId}`,
  /** Announces that a user's sessions were ended, so every instance closes their sockets. */
  sessions: (userId: string) => `sessions:${userId}`,
};
