// Live updates shared between subscribers (issue 10): one change is resolved once per distinct
// view, and each subscriber still gets exactly what they may see; the writer has its answer
// before anyone is told. On Postgres the topics travel through LISTEN/NOTIFY, on PGlite
// in-process.
import { describe, expect, it } from 'vitest';
import type { LiveSubscription } from '../support/live';
import { seededApp } from '../support/seed';

const EVENT_CHANGED = `subscription($id: ID!) { eventChanged(id: $id) {
  id playerCount invitedEmails owner { id email } players { id email }
  viewerCan { join leave invite cancel seeInvitations } } }`;

const app = seededApp();

describe('one change, many subscribers', () => {
  it('gives each viewer their own rights and addresses, however many share the work', async () => {
    const host = await app.seed.member('fanhost');
    const player = await app.seed.member('fanplayer');
    const mate = await app.seed.member('fanmate');
    const outsider = await app.seed.member('fanout');
    const outsider2 = await app.seed.member('fanout2');
    const latecomer = await app.seed.member('fanlate');
    // The mate shares a group with the player (so sees the player's address), not with the host.
    const group = await player.createGroup('Fan club');
    await group.add(mate);
    const event = await host.createEvent({ maxPlayers: 5 });
    await event.invite('friend@example.com');
    await player.join(event);

    // One at a time: `listen` returns once the server has opened one more topic subscription.
    const subs = new Map<string, LiveSubscription>();
    for (const who of [host, player, mate, outsider, outsider2])
      subs.set(who.id, await app.t.listen(who, EVENT_CHANGED, { id: event.id }));
    await latecomer.join(event);
    const views = new Map(
      await Promise.all(
        [...subs].map(async ([who, sub]) => {
          const result = await sub.until((r) => r.data?.eventChanged?.playerCount === 3);
          expect(result.errors).toBeUndefined();
          return [who, result.data.eventChanged] as const;
        }),
      ),
    );
    const addresses = (view: any) =>
      Object.fromEntries(
        [view.owner, ...view.players].map((p: { id: string; email: string | null }) => [
          p.id,
          p.email,
        ]),
      );
    const noOne = { [host.id]: null, [player.id]: null, [latecomer.id]: null };

    const hostView = views.get(host.id);
    expect(hostView.invitedEmails).toEqual(['friend@example.com']);
    expect(hostView.viewerCan).toEqual({
      join: false,
      leave: false,
      invite: true,
      cancel: true,
      seeInvitations: true,
    });
    expect(addresses(hostView)).toEqual({ ...noOne, [host.id]: host.email });

    const playerView = views.get(player.id);
    expect(playerView.invitedEmails).toBeNull();
    expect(playerView.viewerCan).toEqual({
      join: false,
      leave: true,
      invite: false,
      cancel: false,
      seeInvitations: false,
    });
    expect(addresses(playerView)).toEqual({ ...noOne, [player.id]: player.email });

    const outsiderRights = {
      join: true,
      leave: false,
      invite: false,
      cancel: false,
      seeInvitations: false,
    };
    const mateView = views.get(mate.id);
    expect(mateView.invitedEmails).toBeNull();
    expect(mateView.viewerCan).toEqual(outsiderRights);
    expect(addresses(mateView)).toEqual({ ...noOne, [player.id]: player.email });

    for (const who of [outsider, outsider2]) {
      const view = views.get(who.id);
      expect(view.invitedEmails).toBeNull();
      expect(view.viewerCan).toEqual(outsiderRights);
      expect(addresses(view)).toEqual(noOne);
    }
    expect(views.get(outsider2.id)).toEqual(views.get(outsider.id));
    for (const sub of subs.values()) await sub.close();
  });

  it('answers the writer before any subscriber is told', async () => {
    const host = await app.seed.member('gatehost');
    const guest = await app.seed.member('gateguest');
    const event = await host.createEvent();
    const sub = await app.t.listen(host, EVENT_CHANGED, { id: event.id });

    // Hold every announcement until the writer has its answer.
    const pubsub = app.t.app.services.pubsub;
    const publish = pubsub.publish.bind(pubsub);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held: string[][] = [];
    pubsub.publish = async (...topics) => {
      held.push(topics);
      await gate;
      return publish(...topics);
    };
    try {
      await guest.join(event);
      expect(sub.results).toHaveLength(0);
      open();
      const pushed = await sub.until((r) => r.data?.eventChanged?.playerCount === 2);
      expect(pushed.errors).toBeUndefined();
      expect(held.flat()).toContain(`event:${event.id}`);
    } finally {
      pubsub.publish = publish;
      open();
      await sub.close();
    }
  });
});
