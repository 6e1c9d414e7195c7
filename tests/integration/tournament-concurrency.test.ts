// Two host phones (or one impatient thumb) on game night (issue 11): writes pressed at the same
// moment run one after the other under the tournament's lock, so busts take distinct places, no
// rebuy is lost, a player is busted once, and the night starts once.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/api';
import { seededApp } from '../support/seed';
import {
  BustPlayer,
  EventTournament,
  gameNight,
  RecordRebuy,
  StartTournament,
} from '../support/tournament';

const app = seededApp();

// Hundreds of racing writes: on a busy 2-core machine they outlast the default 30 s; the limit
// is there to stop a hang, not to measure speed.
describe('concurrent host actions', { timeout: 120_000 }, () => {
  it('ten busts at once take ten different places', async () => {
    const { host, event, players } = await gameNight(app.seed, 11, { prefix: 'race' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    const out = players.slice(0, 10);
    const results = await Promise.all(
      out.map((p, i) =>
        host.gql(BustPlayer, {
          eventId,
          userId: p.id,
          // Half of them knocked out by the host, so knockouts are counted under the race too.
          eliminatedByUserId: i % 2 === 0 ? host.id : null,
        }),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    const { event: read } = await host.ok(EventTournament, { id: eventId });
    const t = read!.tournament!;
    const places = t.entries.map((e) => e.finishPlace).filter((p) => p !== null);
    expect([...places].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(t.playersLeft).toBe(2);
    expect(t.entries.find((e) => e.player.id === host.id)!.knockouts).toBe(5);
  });

  it('keeps every rebuy, busts a player once and starts once', async () => {
    const { host, event, players } = await gameNight(app.seed, 3, { prefix: 'race2' });
    const eventId = event.id;
    const settings = { templateId: 'standard', rebuyCents: 1000 };
    const starts = await Promise.all(
      [1, 2, 3].map(() => host.gql(StartTournament, { eventId, settings })),
    );
    expect(starts.filter((r) => !r.errors).length).toBe(1);
    expect(starts.filter((r) => r.errors).map(errorOf)).toEqual([
      { code: 'CONFLICT', message: 'This event already has a tournament.' },
      { code: 'CONFLICT', message: 'This event already has a tournament.' },
    ]);

    const p1 = players[0]!.id;
    await Promise.all([1, 2, 3, 4, 5].map(() => host.ok(RecordRebuy, { eventId, userId: p1 })));
    const busts = await Promise.all(
      [1, 2, 3, 4, 5].map(() => host.gql(BustPlayer, { eventId, userId: players[1]!.id })),
    );
    expect(busts.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(busts.filter((r) => r.errors).map((r) => errorOf(r).message))).toEqual(
      new Set(['That player is already out.']),
    );
    const { event: read } = await host.ok(EventTournament, { id: eventId });
    const t = read!.tournament!;
    expect(t.entries.find((e) => e.player.id === p1)!.rebuys).toBe(5);
    expect(t.prizePoolCents).toBe(4 * 2000 + 5 * 1000);
    expect(t.entries.filter((e) => e.finishPlace !== null).map((e) => e.finishPlace)).toEqual([4]);
  });
});
