// What the GraphQL types of this domain receive (server/graphql/mappers.ts points here).
import type { UserRow } from '../../db/schema';

/** What a claim link offers its viewer: the guest, how much they played, and their group. */
export interface ClaimOffer {
  guest: UserRow;
  gamesPlayed: number;
  groupId: string | null;
}
