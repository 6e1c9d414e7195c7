// Reads of Game night: an event's tournament for its host and players, the public display, the
// figures a tournament shows (pool, payouts, players left, average stack), its entries with their
// seats, and an event's results. Every clock figure is computed at the view's own instant.
import { secondsUntilNextBreak } from '../../core/breaks';
import { chipsInPlay } from '../../core/icm';
import { personName } from '../../core/people';
import { entriesPoolCents, payoutAmounts, type PayoutAmount } from '../../core/payouts';
import { playersLeft, reconcileEntries } from '../../core/tournament';
import { undoProblem } from '../../core/tournament-log';
import { isUuid } from '../../db/ids';
import type { EventRow, TournamentEntryRow, UserRow } from '../../db/schema';
import { viewerDecision, viewerUser, type DomainContext } from '../context';
import { forbidden, notFound } from '../errors';
import { eventManagerRule } from '../groups';
import { appLink } from '../services';
import { canRun, canView, roleIn } from './access';
import { clockOf } from './clock-view';
import { tournamentMessages } from './messages';
import type {
  DisplayResultView,
  DisplaySeatView,
  SeatMoveView,
  TournamentDisplayView,
  TournamentEntryView,
  TournamentLogEntryView,
  TournamentView,
} from './models';
import * as store from './store';

type Event = Pick<EventRow, 'id' | 'ownerId' | 'groupId' | 'startsAt' | 'status'>;

/** The viewer's role in the event's tournament, recorded for shared live updates. */
async function roleFor(ctx: DomainContext, event: Pick<EventRow, 'id' | 'ownerId' | 'groupId'>) {
  const [playerIds, manages] = await Promise.all([
    ctx.loaders.events.playerIds.load(event.id),
    eventManagerRule(ctx, event),
  ]);
  return viewerDecision(ctx, `tournament-role:${event.id}`, (ctx) =>
    roleIn(event, viewerUser(ctx), playerIds, manages),
  );
}

/** EventCapabilities.runTournament. */
export async function canRunTournament(ctx: DomainContext, event: Event): Promise<boolean> {
  return canRun(event, await roleFor(ctx, event));
}

/** Event.tournament: for the host and players; null for anyone else, and until it starts. */
export async function tournamentOf(
  ctx: DomainContext,
  event: Pick<EventRow, 'id' | 'ownerId' | 'groupId'>,
): Promise<TournamentView | null> {
  if (!canView(await roleFor(ctx, event))) return null;
  const row = await ctx.loaders.tournaments.byEventId.load(event.id);
  return row ? { row, now: new Date(), namesOnly: false } : null;
}

/** Subscribing to tournamentChanged: a member who hosts or plays the event. */
export async function requireFollower(ctx: DomainContext, eventId: string): Promise<void> {
  ctx.requireMember();
  const event = isUuid(eventId) ? await ctx.loaders.events.byId.load(eventId) : null;
  if (!event) throw notFound(tournamentMessages.eventNotFound);
  if (!canView(await roleFor(ctx, event))) throw forbidden(tournamentMessages.playersOnly);
}

/** tournamentChanged's value: the tournament as it is now, for a viewer still allowed to see it. */
export async function currentTournament(
  ctx: DomainContext,
  eventId: string,
): Promise<TournamentView | null> {
  const event = isUuid(eventId) ? await ctx.loaders.events.byId.load(eventId) : null;
  return event ? tournamentOf(ctx, event) : null;
}

/** The public display behind a token; null once the token is rotated (or never existed). */
export async function displayFor(
  ctx: DomainContext,
  token: string,
): Promise<TournamentDisplayView | null> {
  const row = await store.tournamentByToken(ctx.db, token);
  if (!row) return null;
  const eventTitle = await store.eventTitleOf(ctx.db, row.eventId);
  if (eventTitle === null) return null;
  return { eventTitle, tournament: { row, now: new Date(), namesOnly: true } };
}

// --- The display's own lists: names only, nothing that could carry an address ------------------

/**
 * TournamentDisplay.seats: the players still in where they sit, by the event's table order then
 * seat (docs/product.md §10). A busted player keeps their seat row until the next draw or
 * balancing, but has left the table: the TV shows only who still plays.
 */
export async function displaySeatsOf(
  ctx: DomainContext,
  display: TournamentDisplayView,
): Promise<DisplaySeatView[]> {
  const view = display.tournament;
  const [entries, tables] = await Promise.all([
    entryRowsOf(ctx, view),
    ctx.loaders.events.tables.load(view.row.eventId),
  ]);
  const stillIn = new Set(entries.filter((e) => e.finishPlace === null).map((e) => e.userId));
  const seatLists = await ctx.loaders.events.seats.loadMany(tables.map((t) => t.id));
  const placed = tables.flatMap((table, i) => {
    const list = seatLists[i];
    if (!Array.isArray(list)) return [];
    return list
      .filter((seat) => stillIn.has(seat.userId))
      .sort((a, b) => a.seatNumber - b.seatNumber)
      .map((seat) => ({ tableName: table.name, seatNumber: seat.seatNumber, userId: seat.userId }));
  });
  const names = await namesOf(
    ctx,
    placed.map((p) => p.userId),
  );
  return placed.map(({ tableName, seatNumber, userId }) => ({
    tableName,
    seatNumber,
    playerName: names.get(userId)!,
  }));
}

/** TournamentDisplay.results: every finishing place once the night is over, as Event.results. */
export async function displayResultsOf(
  ctx: DomainContext,
  display: TournamentDisplayView,
): Promise<DisplayResultView[]> {
  const results = await ctx.loaders.tournaments.results.load(display.tournament.row.eventId);
  const names = await namesOf(
    ctx,
    results.map((r) => r.userId),
  );
  return [...results]
    .sort((a, b) => a.place - b.place)
    .map((r) => ({
      place: r.place,
      playerName: names.get(r.userId)!,
      prizeCents: r.prizeCents,
      bountyCents: r.bountyCents,
    }));
}

/** Display names by user id, as the display shows them: never an address, whoever looks. */
async function namesOf(ctx: DomainContext, userIds: string[]): Promise<Map<string, string>> {
  const users = await ctx.loaders.userById.loadMany(userIds);
  return new Map(
    userIds.map((id, i) => {
      const user = users[i];
      const displayName = user && !(user instanceof Error) ? user.displayName : null;
      return [id, personName({ displayName })];
    }),
  );
}

/** The event a display token shows, for subscribing to its changes; NOT_FOUND when unknown. */
export async function eventIdOfDisplay(ctx: DomainContext, token: string): Promise<string> {
  const row = await store.tournamentByToken(ctx.db, token);
  if (!row) throw notFound(tournamentMessages.displayNotFound);
  return row.eventId;
}

// --- A tournament's figures --------------------------------------------------------------------

// A view holds one `now`, so its clock and entries are worked out once for all its fields (five
// of them read the clock, five the entries) rather than per field.
const clocks = new WeakMap<TournamentView, ReturnType<typeof clockOf>>();
const entryRows = new WeakMap<TournamentView, Promise<TournamentEntryRow[]>>();

export function clockFor(view: TournamentView) {
  let clock = clocks.get(view);
  if (!clock) clocks.set(view, (clock = clockOf(view.row, view.now)));
  return clock;
}

/**
 * Seconds until the next break at the view's instant, running or paused alike (core/breaks.ts);
 * null once finished or when no break lies ahead.
 */
export function nextBreakInSecondsOf(view: TournamentView): number | null {
  const clock = clockFor(view);
  if (clock.phase === 'FINISHED') return null;
  return secondsUntilNextBreak(view.row.template.levels, clock.levelIndex, clock.remainingSeconds);
}

/**
 * The entries as the next write will store them (writes.ts syncEntries, on core's
 * reconcileEntries): until the night is over, someone who joined the event after the start is
 * already shown entered, and someone who left before playing no longer is, so every screen
 * counts the same field as the host's next action.
 */
function entryRowsOf(ctx: DomainContext, view: TournamentView): Promise<TournamentEntryRow[]> {
  let rows = entryRows.get(view);
  if (!rows) entryRows.set(view, (rows = loadEntryRows(ctx, view)));
  return rows;
}

async function loadEntryRows(
  ctx: DomainContext,
  view: TournamentView,
): Promise<TournamentEntryRow[]> {
  const [rows, playerIds] = await Promise.all([
    ctx.loaders.tournaments.entries.load(view.row.id),
    ctx.loaders.events.playerIds.load(view.row.eventId),
  ]);
  if (view.row.phase === 'finished') return rows;
  const { kept, joined, nextPosition } = reconcileEntries(rows, playerIds);
  return [
    ...kept,
    ...joined.map((userId, i) => ({
      tournamentId: view.row.id,
      userId,
      rebuys: 0,
      addOns: 0,
      knockouts: 0,
      finishPlace: null,
      bustedAt: null,
      eliminatedBy: null,
      position: nextPosition + i,
    })),
  ];
}

export async function prizePoolOf(ctx: DomainContext, view: TournamentView): Promise<number> {
  return entriesPoolCents(view.row, await entryRowsOf(ctx, view));
}

export async function payoutsOf(ctx: DomainContext, view: TournamentView): Promise<PayoutAmount[]> {
  return payoutAmounts(await prizePoolOf(ctx, view), view.row.payoutPercents);
}

export async function playersLeftOf(ctx: DomainContext, view: TournamentView): Promise<number> {
  return playersLeft(await entryRowsOf(ctx, view));
}

/** Every chip on the tables: each buy-in, rebuy and add-on brings one starting stack. */
export async function chipsInPlayOf(ctx: DomainContext, view: TournamentView): Promise<number> {
  return chipsInPlay(view.row.template.chips, await entryRowsOf(ctx, view));
}

/** Chips in play over players left. */
export async function averageStackOf(ctx: DomainContext, view: TournamentView): Promise<number> {
  const entries = await entryRowsOf(ctx, view);
  const left = playersLeft(entries);
  if (left === 0) return 0;
  return Math.round(chipsInPlay(view.row.template.chips, entries) / left);
}

/** Still in first (joining order), then the busted by finishing place, best first. */
export async function entriesOf(
  ctx: DomainContext,
  view: TournamentView,
): Promise<TournamentEntryView[]> {
  const rows = [...(await entryRowsOf(ctx, view))].sort((a, b) => {
    if (a.finishPlace === null || b.finishPlace === null) {
      if (a.finishPlace !== b.finishPlace) return a.finishPlace === null ? -1 : 1;
      return a.position - b.position;
    }
    return a.finishPlace - b.finishPlace;
  });
  return rows.map((row) => ({ row, eventId: view.row.eventId, namesOnly: view.namesOnly }));
}

export function seatMovesOf(view: TournamentView): SeatMoveView[] {
  return view.row.seatMoves.map((move) => ({ move, namesOnly: view.namesOnly }));
}

/** The display link for the host and players; none on the display itself. */
export function displayUrlOf(ctx: DomainContext, view: TournamentView): string | null {
  return view.namesOnly ? null : appLink(ctx.services, `/display/${view.row.displayToken}`);
}

/** Where the entry's player sits: the first of the event's tables holding them. */
export async function seatOf(
  ctx: DomainContext,
  entry: TournamentEntryView,
): Promise<{ tableName: string; seatNumber: number } | null> {
  const tables = await ctx.loaders.events.tables.load(entry.eventId);
  const seats = await ctx.loaders.events.seats.loadMany(tables.map((t) => t.id));
  for (const [i, table] of tables.entries()) {
    const list = seats[i];
    if (!Array.isArray(list)) continue;
    const seat = list.find((s) => s.userId === entry.row.userId);
    if (seat) return { tableName: table.name, seatNumber: seat.seatNumber };
  }
  return null;
}

/**
 * A person as the view may show them: on the public display by display name only (User.email
 * reads `namesOnly` and answers null, whoever looks at the screen).
 */
export async function personOf(
  ctx: DomainContext,
  userId: string,
  namesOnly: boolean,
): Promise<(UserRow & { namesOnly?: boolean }) | null> {
  const user = await ctx.loaders.userById.load(userId);
  if (!user) return null;
  return namesOnly ? { ...user, namesOnly: true } : user;
}

/** Event.results: every finishing place of a finished tournament, by place. */
export function resultsOf(ctx: DomainContext, event: Pick<EventRow, 'id'>) {
  return ctx.loaders.tournaments.results.load(event.id);
}

/**
 * Tournament.log, newest first: for the host and players (a view they reach through
 * Event.tournament or tournamentChanged); empty on the public display, which shows names and the
 * clock only. canUndo is the undo's own rule (core/tournament-log's undoProblem) for a viewer who
 * runs the night, while it runs, on the field as every screen shows it.
 */
export async function logOf(
  ctx: DomainContext,
  view: TournamentView,
): Promise<TournamentLogEntryView[]> {
  if (view.namesOnly) return [];
  const [rows, event] = await Promise.all([
    ctx.loaders.tournaments.log.load(view.row.id),
    ctx.loaders.events.byId.load(view.row.eventId),
  ]);
  const runs =
    event !== null &&
    event !== undefined &&
    view.row.phase !== 'finished' &&
    canRun(event, await roleFor(ctx, event));
  const entries = runs ? await entryRowsOf(ctx, view) : [];
  return rows.map((row) => ({ row, canUndo: runs && undoProblem(row, entries) === null }));
}
