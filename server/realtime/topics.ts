// The pub/sub topic names: what a write publishes and a subscription listens to.
export const topics = {
  user: (id: string) => `user:${id}`,
  event: (id: string) => `event:${id}`,
  group: (id: string) => `group:${id}`,
  /** An event's tournament: its clock, entries and seats (tournamentChanged and its display). */
  tournament: (eventId: string) => `tournament:${eventId}`,
  /**
   * Announces that some of a user's sessions or access tokens were ended (signed out, password
   * changed, token revoked), so every instance closes the sockets they opened.
   */
  sessions: (userId: string) => `sessions:${userId}`,
};
