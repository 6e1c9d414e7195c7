// Fixtures for game night's component tests: a tournament as the players card and the chop
// dialog select it. (Imported only by *.test.tsx files.)
import type {
  ChopModal_TournamentFragment,
  TournamentPlayersCard_TournamentFragment,
} from '../../gql/graphql';
import { person } from '../events/testing';

type Player = ReturnType<typeof person>;

export const entry = (
  player: Player,
  overrides: Partial<TournamentPlayersCard_TournamentFragment['entries'][number]> = {},
) => ({
  __typename: 'TournamentEntry' as const,
  player,
  rebuys: 0,
  addOns: 0,
  knockouts: 0,
  finishPlace: null,
  bustedAt: null,
  eliminatedBy: null,
  tableName: null,
  seatNumber: null,
  ...overrides,
});

export function makeTournament(
  entries: ReturnType<typeof entry>[],
  overrides: Partial<TournamentPlayersCard_TournamentFragment & ChopModal_TournamentFragment> = {},
): TournamentPlayersCard_TournamentFragment & ChopModal_TournamentFragment {
  // The typename lets Apollo's cache match the fragments when a mock answers with it.
  const typename = { __typename: 'Tournament' as const };
  return {
    ...typename,
    id: 't1',
    phase: 'RUNNING',
    levelIndex: 0,
    template: {
      name: 'Standard Tournament',
      // Eight levels, as the Standard Tournament has.
      levels: [25, 50, 100, 200, 300, 400, 500, 1000].map((smallBlind) => ({
        smallBlind,
        bigBlind: smallBlind * 2,
        ante: 0,
        durationMinutes: 20,
        isBreak: false,
        note: null,
      })),
    },
    rebuyCents: 0,
    addOnCents: 0,
    rebuyLevels: null,
    addOnLevels: null,
    bountyCents: 0,
    playersLeft: entries.filter((e) => e.finishPlace == null).length,
    entries,
    seatMoves: [],
    prizePoolCents: entries.length * 2000,
    // What the chop tests' counts (30,000 and 10,000) add up to.
    chipsInPlay: 40_000,
    payouts: [
      { place: 1, amountCents: entries.length * 1300 },
      { place: 2, amountCents: entries.length * 700 },
    ],
    ...overrides,
  };
}
