// The game night's log and undo (issue 28): every write of the night is logged with who did it,
// to whom and when; the host takes back a rebuy, an add-on, a bust or a level change from it while
// the night runs, and the pool, payouts, places, knockouts and clock follow; each undo is logged;
// players see the log (never the public display) and every open screen hears of an undo.
import { describe, expect, it } from 'vitest';
import type {
  MutationUndoTournamentActionArgs,
  SubscriptionTournamentChangedArgs,
} from '../../server/graphql/generated/resolvers-types';
import { errorOf } from '../support/api';
import { operation } from '../support/operations';
import { seededApp } from '../support/seed';
import {
  BalanceTables,
  BustPlayer,
  ChopTournament,
  DrawSeats,
  FinishTournament,
  gameNight,
  PauseTournament,
  RecordAddOn,
  RecordRebuy,
  RestorePlayer,
  ResumeTournament,
  RotateTournamentDisplay,
  SetTournamentLevel,
  StartTournament,
  tokenOf,
} from '../support/tournament';

const app = seededApp();

interface LogLine {
  id: string;
  at: string;
  kind: string;
  actor: { id: string };
  player: { id: string } | null;
  undoneAt: string | null;
  canUndo: boolean;
  levelIndex: number | null;
  eliminatedBy: { id: string } | null;
  undoneKind: string | null;
}

interface Night {
  phase: string;
  levelIndex: number;
  remainingSeconds: number;
  prizePoolCents: number;
  payouts: { place: number; amountCents: number }[];
  entries: {
    player: { id: string };
    rebuys: number;
    addOns: number;
    knockouts: number;
    finishPlace: number | null;
  }[];
  log: LogLine[];
}

const NIGHT = `phase levelIndex remainingSeconds prizePoolCents payouts { place amountCents }
  entries { player { id } rebuys addOns knockouts finishPlace }
  log { id at kind actor { id } player { id } undoneAt canUndo levelIndex eliminatedBy { id }
    undoneKind }`;

const NightLog = operation<{ event: { tournament: Night | null } | null }, { id: string }>(
  `query NightLog($id: ID!) { event(id: $id) { id tournament { ${NIGHT} } } }`,
);

const Undo = operation<{ undoTournamentAction: Night }, MutationUndoTournamentActionArgs>(
  `mutation Undo($eventId: ID!, $entryId: ID!) {
    undoTournamentAction(eventId: $eventId, entryId: $entryId) { ${NIGHT} }
  }`,
);

const DisplayLog = operation<
  { tournamentDisplay: { tournament: { log: { id: string }[] } } | null },
  { token: string }
>(
  `query DisplayLog($token: String!) { tournamentDisplay(token: $token) { tournament { log { id } } } }`,
);

const NightChanged = operation<
  { tournamentChanged: Night | null },
  SubscriptionTournamentChangedArgs
>(`subscription NightChanged($eventId: ID!) { tournamentChanged(eventId: $eventId) { ${NIGHT} } }`);

type Client = Awaited<ReturnType<typeof gameNight>>['host'];

async function logOf(who: Client, eventId: string): Promise<Night> {
  const { event } = await who.ok(NightLog, { id: eventId });
  return event!.tournament!;
}

const entryOf = (night: Pick<Night, 'entries'>, userId: string) =>
  night.entries.find((e) => e.player.id === userId)!;

/** The newest line of a kind (the log is newest first). */
const lineOf = (night: Night, kind: string) => night.log.find((l) => l.kind === kind)!;

describe('the night’s log', () => {
  it('logs every game-night write with who, to whom and when, for the host and players', async () => {
    const { host, event, players } = await gameNight(app.seed, 3, { prefix: 'logall' });
    const [p1, p2, p3] = players as [Client, Client, Client];
    const eventId = event.id;
    const before = Date.now();
    const { startTournament } = await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 1000, addOnCents: 500 },
    });
    await host.ok(DrawSeats, { eventId });
    await host.ok(ResumeTournament, { eventId });
    await host.ok(PauseTournament, { eventId });
    await host.ok(SetTournamentLevel, { eventId, levelIndex: 2 });
    await host.ok(RecordRebuy, { eventId, userId: p1.id });
    await host.ok(RecordAddOn, { eventId, userId: p2.id });
    await host.ok(BustPlayer, { eventId, userId: p3.id, eliminatedByUserId: p1.id });
    await host.ok(RestorePlayer, { eventId, userId: p3.id });
    await host.ok(BalanceTables, { eventId });
    await host.ok(RotateTournamentDisplay, { eventId });

    const night = await logOf(host, eventId);
    expect(night.log.map((l) => l.kind)).toEqual([
      'DISPLAY_LINK',
      'BALANCE',
      'RESTORE',
      'BUST',
      'ADD_ON',
      'REBUY',
      'LEVEL',
      'PAUSE',
      'RESUME',
      'SEAT_DRAW',
      'START',
    ]);
    expect(night.log.every((l) => l.actor.id === host.id)).toBe(true);
    const times = night.log.map((l) => new Date(l.at).getTime());
    expect(times.every((t) => t >= before - 1000 && t <= Date.now() + 1000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(lineOf(night, 'REBUY').player).toEqual({ id: p1.id });
    expect(lineOf(night, 'ADD_ON').player).toEqual({ id: p2.id });
    expect(lineOf(night, 'BUST')).toMatchObject({
      player: { id: p3.id },
      eliminatedBy: { id: p1.id },
      // Restored since: that bust no longer stands.
      canUndo: false,
    });
    expect(lineOf(night, 'RESTORE').player).toEqual({ id: p3.id });
    expect(lineOf(night, 'LEVEL').levelIndex).toBe(2);
    expect(lineOf(night, 'START').player).toBeNull();
    // The host may undo the rebuy, the add-on and the level change; nothing else.
    expect(night.log.filter((l) => l.canUndo).map((l) => l.kind)).toEqual([
      'ADD_ON',
      'REBUY',
      'LEVEL',
    ]);

    // A player follows the same log, with no Undo.
    const seen = await logOf(p2, eventId);
    expect(seen.log.map((l) => l.id)).toEqual(night.log.map((l) => l.id));
    expect(seen.log.some((l) => l.canUndo)).toBe(false);

    // The public display shows names and the clock, never the log (the old link was rotated).
    const { event: page } = await host.ok(
      operation<{ event: { tournament: { displayUrl: string } } }, { id: string }>(
        `query Url($id: ID!) { event(id: $id) { id tournament { displayUrl } } }`,
      ),
      { id: eventId },
    );
    expect(tokenOf(page.tournament.displayUrl)).not.toBe(tokenOf(startTournament.displayUrl));
    const display = await app.t
      .anonymous()
      .ok(DisplayLog, { token: tokenOf(page.tournament.displayUrl) });
    expect(display.tournamentDisplay!.tournament.log).toEqual([]);

    // The finish is logged, with the winner; a finished night offers no undo.
    await host.ok(BustPlayer, { eventId, userId: p3.id });
    await host.ok(BustPlayer, { eventId, userId: p2.id });
    await host.ok(BustPlayer, { eventId, userId: p1.id });
    await host.ok(FinishTournament, { eventId });
    const done = await logOf(host, eventId);
    expect(done.phase).toBe('FINISHED');
    expect(done.log[0]).toMatchObject({ kind: 'FINISH', player: { id: host.id }, canUndo: false });
    expect(done.log.some((l) => l.canUndo)).toBe(false);
  });

  it('logs a chop', async () => {
    const { host, event } = await gameNight(app.seed, 2, { prefix: 'logchop' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    await host.ok(ChopTournament, { eventId, method: 'EVEN' });
    const night = await logOf(host, eventId);
    expect(night.log.map((l) => l.kind)).toEqual(['CHOP', 'START']);
  });
});

describe('undo', () => {
  it('takes back a rebuy: the pool and payouts follow, and the undo is logged once', async () => {
    const { host, event, players } = await gameNight(app.seed, 3, { prefix: 'undoreb' });
    const [p1] = players as [Client];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 1000 },
    });
    const { payouts: payoutsBefore } = await logOf(host, eventId);
    const { recordRebuy } = await host.ok(RecordRebuy, { eventId, userId: p1.id });
    expect(recordRebuy.prizePoolCents).toBe(4 * 2000 + 1000);
    expect(recordRebuy.payouts[0]!.amountCents).toBeGreaterThan(payoutsBefore[0]!.amountCents);
    const rebuy = lineOf(await logOf(host, eventId), 'REBUY');
    expect(rebuy.canUndo).toBe(true);

    const { undoTournamentAction: after } = await host.ok(Undo, { eventId, entryId: rebuy.id });
    expect(after.prizePoolCents).toBe(4 * 2000);
    expect(after.payouts).toEqual(payoutsBefore);
    expect(entryOf(after, p1.id).rebuys).toBe(0);
    const undone = after.log.find((l) => l.id === rebuy.id)!;
    expect(undone.undoneAt).not.toBeNull();
    expect(undone.canUndo).toBe(false);
    expect(after.log[0]).toMatchObject({
      kind: 'UNDO',
      actor: { id: host.id },
      player: { id: p1.id },
      undoneKind: 'REBUY',
      canUndo: false,
    });

    // A second undo of the same line is refused and changes nothing.
    expect(errorOf(await host.gql(Undo, { eventId, entryId: rebuy.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That action is already undone.',
    });
    const again = await logOf(host, eventId);
    expect(again.prizePoolCents).toBe(4 * 2000);
    expect(again.log.filter((l) => l.kind === 'UNDO')).toHaveLength(1);
  });

  it('takes back an add-on', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'undoadd' });
    const [p1] = players as [Client];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', addOnCents: 500 },
    });
    await host.ok(RecordAddOn, { eventId, userId: p1.id });
    await host.ok(RecordAddOn, { eventId, userId: p1.id });
    const night = await logOf(host, eventId);
    expect(night.prizePoolCents).toBe(3 * 2000 + 2 * 500);
    const { undoTournamentAction: after } = await host.ok(Undo, {
      eventId,
      entryId: lineOf(night, 'ADD_ON').id,
    });
    expect(entryOf(after, p1.id).addOns).toBe(1);
    expect(after.prizePoolCents).toBe(3 * 2000 + 500);
    expect(after.log[0]).toMatchObject({ kind: 'UNDO', undoneKind: 'ADD_ON' });
  });

  it('takes back a bust later busts built on: places follow, the knockout is taken back', async () => {
    const { host, event, players } = await gameNight(app.seed, 4, { prefix: 'undobust' });
    const [p1, p2, p3, p4] = players as [Client, Client, Client, Client];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', bountyCents: 500 },
    });
    await host.ok(BustPlayer, { eventId, userId: p4.id, eliminatedByUserId: p1.id }); // 5th
    await host.ok(BustPlayer, { eventId, userId: p3.id, eliminatedByUserId: p1.id }); // 4th
    await host.ok(BustPlayer, { eventId, userId: p2.id }); // 3rd
    const night = await logOf(host, eventId);
    expect(entryOf(night, p1.id).knockouts).toBe(2);
    const p3Bust = night.log.find((l) => l.kind === 'BUST' && l.player?.id === p3.id)!;

    const { undoTournamentAction: after } = await host.ok(Undo, { eventId, entryId: p3Bust.id });
    expect(entryOf(after, p3.id).finishPlace).toBeNull();
    expect(entryOf(after, p4.id).finishPlace).toBe(5);
    expect(entryOf(after, p2.id).finishPlace).toBe(4); // one more player was in when p2 went
    expect(entryOf(after, p1.id).knockouts).toBe(1);
    expect(after.log[0]).toMatchObject({ kind: 'UNDO', undoneKind: 'BUST', player: { id: p3.id } });

    // The next bust takes the place the field now leaves: 3rd.
    const { bustPlayer } = await host.ok(BustPlayer, { eventId, userId: p3.id });
    expect(entryOf(bustPlayer, p3.id).finishPlace).toBe(3);

    // A bust restored by hand no longer stands: its line cannot be undone.
    await host.ok(RestorePlayer, { eventId, userId: p4.id });
    const p4Bust = (await logOf(host, eventId)).log.find(
      (l) => l.kind === 'BUST' && l.player?.id === p4.id,
    )!;
    expect(p4Bust.canUndo).toBe(false);
    expect(errorOf(await host.gql(Undo, { eventId, entryId: p4Bust.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That bust no longer stands: the player was restored or busted again since.',
    });
  });

  it('takes back a level change: the level and its time as they were', async () => {
    const { host, event } = await gameNight(app.seed, 2, { prefix: 'undolvl' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    // Paused at level 1 with its 20 minutes; the host jumps to level 4 by mistake.
    await host.ok(SetTournamentLevel, { eventId, levelIndex: 3 });
    const jumped = await logOf(host, eventId);
    expect(jumped.levelIndex).toBe(3);
    const { undoTournamentAction: back } = await host.ok(Undo, {
      eventId,
      entryId: lineOf(jumped, 'LEVEL').id,
    });
    expect(back).toMatchObject({ phase: 'PAUSED', levelIndex: 0, remainingSeconds: 20 * 60 });

    // Running on level 2 with time off its clock, the host taps Next: undo brings back level 2
    // with the time it had left, still running.
    await host.ok(SetTournamentLevel, { eventId, levelIndex: 1 });
    await host.ok(ResumeTournament, { eventId });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { pauseTournament: held } = await host.ok(PauseTournament, { eventId });
    await host.ok(ResumeTournament, { eventId });
    const { setTournamentLevel: next } = await host.ok(SetTournamentLevel, {
      eventId,
      levelIndex: 2,
    });
    expect(next.remainingSeconds).toBe(20 * 60);
    const { undoTournamentAction: again } = await host.ok(Undo, {
      eventId,
      entryId: lineOf(await logOf(host, eventId), 'LEVEL').id,
    });
    expect(again.phase).toBe('RUNNING');
    expect(again.levelIndex).toBe(1);
    expect(held.remainingSeconds).toBeLessThan(20 * 60);
    expect(again.remainingSeconds).toBeLessThanOrEqual(held.remainingSeconds);
    expect(again.remainingSeconds).toBeGreaterThanOrEqual(held.remainingSeconds - 2);
  });
});

describe('undo refused', () => {
  it('to players, strangers, other kinds, other nights and a finished night', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'undono' });
    const [p1, p2] = players as [Client, Client];
    const stranger = await app.member('undonostranger');
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 1000 },
    });
    await host.ok(RecordRebuy, { eventId, userId: p1.id });
    const night = await logOf(host, eventId);
    const rebuy = lineOf(night, 'REBUY');

    for (const who of [p1, stranger]) {
      expect(errorOf(await who.gql(Undo, { eventId, entryId: rebuy.id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the host can run the tournament',
      });
    }
    expect(errorOf(await host.gql(Undo, { eventId, entryId: lineOf(night, 'START').id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Only a rebuy, an add-on, a bust or a level change can be undone.',
    });

    // Another night's line is not this night's, whoever runs both.
    const other = await host.createEvent({
      title: 'Second Night',
      startsAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
      buyInCents: 2000,
      maxPlayers: 4,
    });
    await p2.join(other);
    await host.ok(StartTournament, {
      eventId: other.id,
      settings: { templateId: 'standard', rebuyCents: 1000 },
    });
    const notHere = { code: 'NOT_FOUND', message: 'That action is not in this night’s log.' };
    expect(errorOf(await host.gql(Undo, { eventId: other.id, entryId: rebuy.id }))).toEqual(
      notHere,
    );
    expect(errorOf(await host.gql(Undo, { eventId, entryId: 'not-an-id' }))).toEqual(notHere);

    // Nothing changed: the rebuy stands.
    expect(entryOf(await logOf(host, eventId), p1.id).rebuys).toBe(1);

    // Once the night is over, nothing is undone.
    await host.ok(BustPlayer, { eventId, userId: p2.id });
    await host.ok(BustPlayer, { eventId, userId: p1.id });
    await host.ok(FinishTournament, { eventId });
    expect(errorOf(await host.gql(Undo, { eventId, entryId: rebuy.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The tournament is over.',
    });
  });
});

describe('undo live', () => {
  it('reaches every open screen: a player sees the pool go back', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'undolive' });
    const [p1] = players as [Client];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 1000 },
    });
    await host.ok(RecordRebuy, { eventId, userId: p1.id });
    const rebuy = lineOf(await logOf(host, eventId), 'REBUY');
    const live = await app.t.listen(p1, NightChanged, { eventId });
    await host.ok(Undo, { eventId, entryId: rebuy.id });
    const pushed = await live.until((r) => r.data?.tournamentChanged?.log[0]?.kind === 'UNDO');
    const seen = pushed.data!.tournamentChanged!;
    expect(seen.prizePoolCents).toBe(3 * 2000);
    expect(seen.log.find((l) => l.id === rebuy.id)!.undoneAt).not.toBeNull();
    expect(seen.log.some((l) => l.canUndo)).toBe(false);
    await live.close();
  });
});
