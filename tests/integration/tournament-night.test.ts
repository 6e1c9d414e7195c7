// A whole game night through the API (issue 11): start with rebuys and bounties, rebuys, busts
// with knockouts, a mistaken bust restored, the finish — results for every place, places 1–3 as
// the event's winners, the event completed, and the group's leaderboard counting every paid
// place and bounty.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { errorOf } from '../support/api';
import { seededApp } from '../support/seed';
import {
  BustPlayer,
  EventTournament,
  FinishTournament,
  gameNight,
  RecordAddOn,
  RecordRebuy,
  RestorePlayer,
  SetWinners,
  StartTournament,
} from '../support/tournament';

const app = seededApp();

const LEADERBOARD = `query($id: ID!) { group(id: $id) {
  leaderboard { user { id } gamesPlayed gamesWon totalEarningsCents } } }`;

describe('a game night', () => {
  it('runs from the start to the results, winners and leaderboard', async () => {
    const { host, event, group, players } = await gameNight(app.seed, 5, {
      prefix: 'whole',
      group: true,
    });
    const [p1, p2, p3, p4, p5] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const eventId = event.id;
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 1000, bountyCents: 500 },
    });

    // Rebuys are on; add-ons are not.
    const { recordRebuy } = await host.ok(RecordRebuy, { eventId, userId: p1.id });
    expect(recordRebuy.entries.find((e) => e.player.id === p1.id)!.rebuys).toBe(1);
    expect(recordRebuy.prizePoolCents).toBe(6 * 2000 + 1000);
    expect(errorOf(await host.gql(RecordAddOn, { eventId, userId: p2.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This tournament has no add-ons.',
    });

    const bust = (userId: string, by?: string) =>
      host.gql(BustPlayer, { eventId, userId, eliminatedByUserId: by ?? null });
    const placeOf = (t: { entries: { player: { id: string }; finishPlace: number | null }[] }) =>
      Object.fromEntries(t.entries.map((e) => [e.player.id, e.finishPlace]));

    const first = (await bust(p5.id, p1.id)).data!.bustPlayer;
    expect(placeOf(first)[p5.id]).toBe(6);
    expect(first.entries.find((e) => e.player.id === p1.id)!.knockouts).toBe(1);
    expect(first.entries.find((e) => e.player.id === p5.id)!.eliminatedBy).toEqual({ id: p1.id });
    expect(first.playersLeft).toBe(5);
    // The busted are listed after those still in, best place first.
    expect(first.entries.at(-1)!.player.id).toBe(p5.id);

    expect(errorOf(await bust(p5.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That player is already out.',
    });
    expect(errorOf(await bust(p4.id, p5.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Only a player still in can knock someone out.',
    });
    expect(errorOf(await bust(p4.id, p4.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A player cannot knock themselves out.',
    });
    expect(errorOf(await host.gql(RecordRebuy, { eventId, userId: p5.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That player is out.',
    });

    await bust(p4.id, p1.id); // 5th
    await bust(p3.id); // 4th
    // p4's bust was a mistake: p4 is back, p3 moves down to 5th, p1 loses that knockout.
    const { restorePlayer } = await host.ok(RestorePlayer, { eventId, userId: p4.id });
    expect(placeOf(restorePlayer)).toMatchObject({ [p4.id]: null, [p3.id]: 5, [p5.id]: 6 });
    expect(restorePlayer.entries.find((e) => e.player.id === p1.id)!.knockouts).toBe(1);
    expect(errorOf(await host.gql(RestorePlayer, { eventId, userId: p4.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That player is not out.',
    });

    expect(errorOf(await host.gql(FinishTournament, { eventId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The tournament can finish when one player is left.',
    });
    await bust(p4.id, host.id); // 4th
    await bust(p2.id, host.id); // 3rd
    const last = (await bust(p1.id, host.id)).data!.bustPlayer; // 2nd
    expect(last.playersLeft).toBe(1);
    expect(errorOf(await bust(host.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The last player left cannot be busted. Finish the tournament instead.',
    });

    const { finishTournament: done } = await host.ok(FinishTournament, { eventId });
    // Pool 6 × $20 + one $10 rebuy = $130: 65 % / 35 %.
    expect(done.status).toBe('COMPLETED');
    expect(done.tournament!.phase).toBe('FINISHED');
    expect(done.results).toEqual([
      { place: 1, user: { id: host.id }, prizeCents: 8450, bountyCents: 2000 },
      { place: 2, user: { id: p1.id }, prizeCents: 4550, bountyCents: 500 },
      { place: 3, user: { id: p2.id }, prizeCents: 0, bountyCents: 0 },
      { place: 4, user: { id: p4.id }, prizeCents: 0, bountyCents: 0 },
      { place: 5, user: { id: p3.id }, prizeCents: 0, bountyCents: 0 },
      { place: 6, user: { id: p5.id }, prizeCents: 0, bountyCents: 0 },
    ]);
    expect(done.winners).toEqual([
      { place: 1, user: { id: host.id }, prizeCents: 8450 },
      { place: 2, user: { id: p1.id }, prizeCents: 4550 },
      { place: 3, user: { id: p2.id }, prizeCents: 0 },
    ]);
    expect(errorOf(await bust(host.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The tournament is over.',
    });

    const { group: board } = await p3.ok(LEADERBOARD, { id: group!.id });
    const earnings = Object.fromEntries(
      board.leaderboard.map((row: { user: { id: string }; totalEarningsCents: number }) => [
        row.user.id,
        row.totalEarningsCents,
      ]),
    );
    expect(earnings).toMatchObject({ [host.id]: 10450, [p1.id]: 5050, [p2.id]: 0 });
    expect(board.leaderboard[0]).toMatchObject({ user: { id: host.id }, gamesWon: 1 });

    // What a player reads later on the event page is what the host's finish returned.
    const { event: later } = await p3.ok(EventTournament, { id: eventId });
    expect(later!.results).toEqual(done.results);
    expect(later!.viewerCan.runTournament).toBe(false);
  });
  it('refuses the rebuy that would take the prize pool past what the API can report', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'pool-cap' });
    const eventId = event.id;
    // $1,000,000 rebuys: 21 fit under the API's Int ($21,474,836.47) with 3 buy-ins; a 22nd not.
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 100_000_000 },
    });
    const userId = players[0]!.id;
    for (let i = 0; i < 21; i++) await host.ok(RecordRebuy, { eventId, userId });
    expect(errorOf(await host.gql(RecordRebuy, { eventId, userId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The prize pool cannot exceed $21,474,836.47.',
    });
    const { event: after } = await host.ok(EventTournament, { id: eventId });
    expect(after!.tournament!.prizePoolCents).toBe(3 * 2000 + 21 * 100_000_000);
  });
  it('counts the bounties with the pool: one player may win both, and each figure must fit', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'bounty-cap' });
    const eventId = event.id;
    // $1,000,000 rebuys and bounties, 3 entrants: 3 × $20 + 3 × $1,000,000 of bounties leave
    // room for 18 rebuys under $21,474,836.47; a 19th would let one player take more than that.
    await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard', rebuyCents: 100_000_000, bountyCents: 100_000_000 },
    });
    const userId = players[0]!.id;
    for (let i = 0; i < 18; i++) await host.ok(RecordRebuy, { eventId, userId });
    expect(errorOf(await host.gql(RecordRebuy, { eventId, userId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The prize pool and bounties together cannot exceed $21,474,836.47.',
    });
    const { event: after } = await host.ok(EventTournament, { id: eventId });
    expect(after!.tournament!.prizePoolCents).toBe(3 * 2000 + 18 * 100_000_000);
  });
  it('counts a night finished before its start time as played: past games, attendance, boards', async () => {
    // The night is due in 30 minutes; the host starts early (within the hour, so the start stays)
    // and the table is done before the start time.
    const { host, event, group, players } = await gameNight(app.seed, 2, {
      prefix: 'early-finish',
      group: true,
    });
    const eventId = event.id;
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    await host.ok(BustPlayer, { eventId, userId: p2.id, eliminatedByUserId: p1.id });
    await host.ok(BustPlayer, { eventId, userId: host.id, eliminatedByUserId: p1.id });
    await host.ok(FinishTournament, { eventId });

    const { group: after } = await host.ok(
      `query($id: ID!) { group(id: $id) {
        upcomingEvents { id }
        pastEvents { id status startsAt playerCount }
        memberRoles { user { id } gamesPlayed }
        leaderboard { user { id } gamesPlayed gamesWon }
      } }`,
      { id: group!.id },
    );
    expect(Date.parse(after.pastEvents[0].startsAt)).toBeGreaterThan(Date.now());
    expect(after.upcomingEvents).toEqual([]);
    expect(after.pastEvents).toEqual([
      { id: eventId, status: 'COMPLETED', startsAt: expect.any(String), playerCount: 3 },
    ]);
    for (const who of [host, p1, p2]) {
      expect(after.memberRoles).toContainEqual({ user: { id: who.id }, gamesPlayed: 1 });
    }
    expect(after.leaderboard[0]).toEqual({ user: { id: p1.id }, gamesPlayed: 1, gamesWon: 1 });
    expect(after.leaderboard).toHaveLength(3);
  });

  it('leaves the winners to the game night once one is started', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'manual' });
    const eventId = event.id;
    await app.t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(events.id, eventId));
    const before = await host.ok(EventTournament, { id: eventId });
    expect(before.event!.viewerCan.setWinners).toBe(true);

    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    const during = await host.ok(EventTournament, { id: eventId });
    expect(during.event!.viewerCan.setWinners).toBe(false);
    const winners = [{ place: 1, userId: players[0]!.id, prizeCents: 6000 }];
    expect(errorOf(await host.gql(SetWinners, { eventId, winners }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "This event's game night records its winners: finish or chop it",
    });
    const after = await host.ok(EventTournament, { id: eventId });
    expect(after.event!.winners).toEqual([]);
    expect(after.event!.status).toBe('IN_PROGRESS');
  });
});
