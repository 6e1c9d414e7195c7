// The display link: a random token naming the tournament's public, read-only view (a TV, a QR
// code). The token itself is stored, not a hash, because the host and players are shown the link
// again on every visit; it grants only a names-only view of the clock and the field. Rotating it
// is how the host takes the view away from whoever has the old link.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { DomainContext } from '../context';
import type { TournamentView } from './models';
import * as store from './store';
import { tournamentWrite } from './writes';

/** 160 random bits, as session tokens: unguessable, and short enough for a QR code. */
export function newDisplayToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function rotateTournamentDisplay(
  ctx: DomainContext,
  eventId: string,
): Promise<TournamentView> {
  return tournamentWrite(ctx, eventId, async ({ tx, tournament, now, log }) => {
    const row = await store.updateTournament(tx, tournament.id, {
      displayToken: newDisplayToken(),
    });
    await log('DISPLAY_LINK');
    return { row, now, namesOnly: false };
  });
}
