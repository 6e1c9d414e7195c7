// Game night's operations for tests (typed like ./operations: variables from the server's
// generated argument types, results as selected), and the night most tests need: a host and
// players in an event starting within the hour, so the host may start the tournament.
import type {
  MutationSaveTournamentTemplateArgs,
  MutationSetWinnersArgs,
  MutationBustPlayerArgs,
  MutationChopTournamentArgs,
  MutationDrawSeatsArgs,
  MutationPauseTournamentArgs,
  MutationRecordAddOnArgs,
  MutationRecordRebuyArgs,
  MutationRestorePlayerArgs,
  MutationSetTournamentLevelArgs,
  MutationStartTournamentArgs,
  QueryChopPreviewArgs,
  QueryTournamentDisplayArgs,
  SubscriptionTournamentChangedArgs,
  SubscriptionTournamentDisplayChangedArgs,
} from '../../server/graphql/generated/resolvers-types';
import { operation } from './operations';
import type { Member, Seed } from './seed';

export interface EntryView {
  player: { id: string; displayName: string; email: string | null };
  rebuys: number;
  addOns: number;
  knockouts: number;
  finishPlace: number | null;
  bustedAt: string | null;
  eliminatedBy: { id: string } | null;
  tableName: string | null;
  seatNumber: number | null;
}

export interface TournamentView {
  id: string;
  phase: 'RUNNING' | 'PAUSED' | 'FINISHED';
  template: { id: string; name: string; levels: { durationMinutes: number; bigBlind: number }[] };
  levelIndex: number;
  levelEndsAt: string | null;
  remainingSeconds: number;
  serverNow: string;
  buyInCents: number;
  rebuyCents: number;
  addOnCents: number;
  bountyCents: number;
  payoutPercents: number[];
  prizePoolCents: number;
  payouts: { place: number; percent: number; amountCents: number }[];
  entries: EntryView[];
  playersLeft: number;
  averageStack: number;
  chipsInPlay: number;
  displayUrl: string | null;
  seatMoves: { player: { id: string }; fromTable: string; toTable: string }[];
}

const TOURNAMENT = `id phase template { id name levels { durationMinutes bigBlind } } levelIndex
  levelEndsAt remainingSeconds serverNow buyInCents rebuyCents addOnCents bountyCents
  payoutPercents prizePoolCents payouts { place percent amountCents } playersLeft averageStack
  chipsInPlay displayUrl seatMoves { player { id } fromTable toTable }
  entries { player { id displayName email } rebuys addOns knockouts finishPlace bustedAt
    eliminatedBy { id } tableName seatNumber }`;

export interface EventWithTournament {
  id: string;
  status: string;
  tournament: TournamentView | null;
  results: { place: number; user: { id: string }; prizeCents: number; bountyCents: number }[];
  winners: { place: number; user: { id: string }; prizeCents: number }[];
  tables: {
    name: string;
    maxSeats: number;
    seats: { seatNumber: number; player: { id: string } }[];
  }[];
  viewerCan: { runTournament: boolean; setWinners: boolean };
}

const EVENT = `id status tournament { ${TOURNAMENT} }
  results { place user { id } prizeCents bountyCents }
  winners { place user { id } prizeCents }
  tables { name maxSeats seats { seatNumber player { id } } }
  viewerCan { runTournament setWinners }`;

export const EventTournament = operation<{ event: EventWithTournament | null }, { id: string }>(
  `query EventTournament($id: ID!) { event(id: $id) { ${EVENT} } }`,
);

/** The host's manual winners (the events domain), refused while a game night records them. */
export const SetWinners = operation<{ setWinners: { id: string } }, MutationSetWinnersArgs>(
  `mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {
    setWinners(eventId: $eventId, winners: $winners) { id }
  }`,
);

export const StartTournament = operation<
  { startTournament: TournamentView },
  MutationStartTournamentArgs
>(
  `mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {
    startTournament(eventId: $eventId, settings: $settings) { ${TOURNAMENT} }
  }`,
);

const byEvent = <N extends string>(name: N) =>
  operation<{ [K in N]: TournamentView }, MutationPauseTournamentArgs>(
    `mutation ${name[0]!.toUpperCase()}${name.slice(1)}($eventId: ID!) {
      ${name}(eventId: $eventId) { ${TOURNAMENT} }
    }`,
  );

export const PauseTournament = byEvent('pauseTournament');
export const ResumeTournament = byEvent('resumeTournament');
export const RotateTournamentDisplay = byEvent('rotateTournamentDisplay');

export const SetTournamentLevel = operation<
  { setTournamentLevel: TournamentView },
  MutationSetTournamentLevelArgs
>(
  `mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {
    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) { ${TOURNAMENT} }
  }`,
);

export const RecordRebuy = operation<{ recordRebuy: TournamentView }, MutationRecordRebuyArgs>(
  `mutation RecordRebuy($eventId: ID!, $userId: ID!) {
    recordRebuy(eventId: $eventId, userId: $userId) { ${TOURNAMENT} }
  }`,
);

export const RecordAddOn = operation<{ recordAddOn: TournamentView }, MutationRecordAddOnArgs>(
  `mutation RecordAddOn($eventId: ID!, $userId: ID!) {
    recordAddOn(eventId: $eventId, userId: $userId) { ${TOURNAMENT} }
  }`,
);

export const BustPlayer = operation<{ bustPlayer: TournamentView }, MutationBustPlayerArgs>(
  `mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {
    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {
      ${TOURNAMENT}
    }
  }`,
);

export const RestorePlayer = operation<
  { restorePlayer: TournamentView },
  MutationRestorePlayerArgs
>(
  `mutation RestorePlayer($eventId: ID!, $userId: ID!) {
    restorePlayer(eventId: $eventId, userId: $userId) { ${TOURNAMENT} }
  }`,
);

const eventByEvent = <N extends string>(name: N) =>
  operation<{ [K in N]: EventWithTournament }, MutationPauseTournamentArgs>(
    `mutation ${name[0]!.toUpperCase()}${name.slice(1)}($eventId: ID!) {
      ${name}(eventId: $eventId) { ${EVENT} }
    }`,
  );

export const DrawSeats = operation<{ drawSeats: EventWithTournament }, MutationDrawSeatsArgs>(
  `mutation DrawSeats($eventId: ID!, $seatsPerTable: Int) {
    drawSeats(eventId: $eventId, seatsPerTable: $seatsPerTable) { ${EVENT} }
  }`,
);
export const BalanceTables = eventByEvent('balanceTables');
export const FinishTournament = eventByEvent('finishTournament');

export const ChopTournament = operation<
  { chopTournament: EventWithTournament },
  MutationChopTournamentArgs
>(
  `mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {
    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) { ${EVENT} }
  }`,
);

export const ChopPreview = operation<
  { chopPreview: { user: { id: string }; amountCents: number }[] },
  QueryChopPreviewArgs
>(
  `query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {
    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) { user { id } amountCents }
  }`,
);

export const TournamentDisplay = operation<
  { tournamentDisplay: { eventTitle: string; tournament: TournamentView } | null },
  QueryTournamentDisplayArgs
>(
  `query TournamentDisplay($token: String!) {
    tournamentDisplay(token: $token) { eventTitle tournament { ${TOURNAMENT} } }
  }`,
);

export const TournamentChanged = operation<
  { tournamentChanged: TournamentView | null },
  SubscriptionTournamentChangedArgs
>(
  `subscription TournamentChanged($eventId: ID!) {
    tournamentChanged(eventId: $eventId) { ${TOURNAMENT} }
  }`,
);

export const TournamentDisplayChanged = operation<
  { tournamentDisplayChanged: { eventTitle: string; tournament: TournamentView } | null },
  SubscriptionTournamentDisplayChangedArgs
>(
  `subscription TournamentDisplayChanged($token: String!) {
    tournamentDisplayChanged(token: $token) { eventTitle tournament { ${TOURNAMENT} } }
  }`,
);

export const SaveTournamentTemplate = operation<
  { saveTournamentTemplate: { id: string } },
  MutationSaveTournamentTemplateArgs
>(
  `mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {
    saveTournamentTemplate(input: $input) { id }
  }`,
);

/** The token at the end of a display link. */
export const tokenOf = (displayUrl: string | null) => displayUrl!.split('/').pop()!;

/**
 * A night about to begin: the event starts in 30 minutes (the host may start the tournament an
 * hour ahead) with a $20 buy-in, and `players` members joined it after the host.
 */
export async function gameNight(
  seed: Seed,
  players: number,
  options: { buyInCents?: number; maxPlayers?: number; prefix?: string; group?: boolean } = {},
) {
  const startsAt = new Date(Date.now() + 30 * 60 * 1000).toISOString();
  const prefix = options.prefix ?? 'night';
  const host = await seed.member(`${prefix}host`);
  const joined: Member[] = [];
  for (let i = 0; i < players; i++) joined.push(await seed.member(`${prefix}player${i + 1}`));
  // A group night: everyone is a member, so the group's leaderboard counts the night.
  const group = options.group ? await host.createGroup(`${prefix} regulars`) : undefined;
  if (group) await group.add(...joined);
  const event = await host.createEvent({
    title: 'Game Night',
    startsAt,
    buyInCents: options.buyInCents ?? 2000,
    maxPlayers: options.maxPlayers ?? Math.max(players + 1, 2),
    ...(group ? { group } : {}),
  });
  for (const player of joined) await player.join(event);
  return { host, event, group, players: joined, everyone: [host, ...joined] };
}

/** What the TV shows around its clock: the seats by table and, once over, the results. */
export interface DisplayBoard {
  eventTitle: string;
  tournament: { phase: string; playersLeft: number };
  seats: { tableName: string; seatNumber: number; playerName: string }[];
  results: { place: number; playerName: string; prizeCents: number; bountyCents: number }[];
}

const BOARD = `eventTitle tournament { phase playersLeft }
  seats { tableName seatNumber playerName }
  results { place playerName prizeCents bountyCents }`;

export const TournamentDisplayBoard = operation<
  { tournamentDisplay: DisplayBoard | null },
  QueryTournamentDisplayArgs
>(
  `query TournamentDisplayBoard($token: String!) { tournamentDisplay(token: $token) { ${BOARD} } }`,
);

export const TournamentDisplayBoardChanged = operation<
  { tournamentDisplayChanged: DisplayBoard | null },
  SubscriptionTournamentDisplayChangedArgs
>(
  `subscription TournamentDisplayBoardChanged($token: String!) {
    tournamentDisplayChanged(token: $token) { ${BOARD} }
  }`,
);
