// Game night's start and clock through the API (issue 11): who may start, what the start copies
// and defaults, the host's clock controls, and a clock that survives the server's restart
// because its state is in the database, not in a timer.
import { describe, expect, it } from 'vitest';
import { errorOf, openTestDatabase, startTestApp, type TestDatabase } from '../support/api';
import { inDays, seededApp } from '../support/seed';
import {
  EventTournament,
  gameNight,
  PauseTournament,
  ResumeTournament,
  SaveTournamentTemplate,
  SetTournamentLevel,
  StartTournament,
} from '../support/tournament';

const app = seededApp();

describe('starting the tournament', () => {
  it('copies the template, makes every player an entry and pays by the preset', async () => {
    const { host, event, everyone } = await gameNight(app.seed, 5, { prefix: 'start' });
    const { startTournament: t } = await host.ok(StartTournament, {
      eventId: event.id,
      settings: { templateId: 'standard' },
    });
    expect(t.phase).toBe('PAUSED');
    expect(t.template.id).toBe('standard');
    expect(t.levelIndex).toBe(0);
    expect(t.remainingSeconds).toBe(20 * 60);
    expect(t.levelEndsAt).toBeNull();
    expect([t.rebuyCents, t.addOnCents, t.bountyCents]).toEqual([0, 0, 0]);
    expect(t.entries.map((e) => e.player.id)).toEqual(everyone.map((m) => m.id));
    expect(t.playersLeft).toBe(6);
    // 6 entrants: 65 / 35 of 6 × $20.
    expect(t.payoutPercents).toEqual([65, 35]);
    expect(t.prizePoolCents).toBe(12000);
    expect(t.payouts).toEqual([
      { place: 1, percent: 65, amountCents: 7800 },
      { place: 2, percent: 35, amountCents: 4200 },
    ]);
    expect(t.displayUrl).toMatch(/\/#\/display\/[a-z2-7]{32}$/);

    const again = await host.gql(StartTournament, {
      eventId: event.id,
      settings: { templateId: 'standard' },
    });
    expect(errorOf(again)).toEqual({
      code: 'CONFLICT',
      message: 'This event already has a tournament.',
    });
  });

  it('copies the host’s own template: editing it afterwards changes nothing', async () => {
    const { host, event } = await gameNight(app.seed, 2, { prefix: 'copy' });
    const level = { smallBlind: 10, bigBlind: 20, ante: 0, durationMinutes: 12 };
    const { saveTournamentTemplate: mine } = await host.ok(SaveTournamentTemplate, {
      input: {
        name: 'Home',
        levels: [level],
        chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
      },
    });
    await host.ok(StartTournament, { eventId: event.id, settings: { templateId: mine.id } });
    await host.ok(SaveTournamentTemplate, {
      input: {
        id: mine.id,
        name: 'Home edited',
        levels: [{ ...level, durationMinutes: 30 }],
        chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
      },
    });
    const { event: read } = await host.ok(EventTournament, { id: event.id });
    expect(read!.tournament!.template.name).toBe('Home');
    expect(read!.tournament!.template.levels[0]!.durationMinutes).toBe(12);
    expect(read!.tournament!.averageStack).toBe(500);
  });

  it('takes rebuy, add-on and bounty amounts and a custom split; refuses bad ones', async () => {
    const { host, event } = await gameNight(app.seed, 3, { prefix: 'amounts' });
    const start = (settings: Record<string, unknown>) =>
      host.gql(StartTournament, {
        eventId: event.id,
        settings: { templateId: 'turbo', ...settings },
      });
    expect(errorOf(await start({ rebuyCents: -1 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Rebuy cannot be negative.',
    });
    expect(errorOf(await start({ payoutPercents: [60, 30] }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Payout percentages must add up to 100.',
    });
    expect(errorOf(await start({ payoutPercents: [40, 30, 20, 5, 5] }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'More places are paid than there are players.',
    });
    expect(errorOf(await start({ templateId: 'custom-nope' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Template not found',
    });
    expect(errorOf(await start({ rebuyLevels: 0 })).message).toMatch(
      /^Rebuys can be open for 1 to \d+ levels, or all night$/,
    );
    const started = await start({
      rebuyCents: 1000,
      addOnCents: 500,
      bountyCents: 300,
      rebuyLevels: 2,
      payoutPercents: [70, 30],
    });
    const t = started.data!.startTournament;
    expect([t.rebuyCents, t.addOnCents, t.bountyCents]).toEqual([1000, 500, 300]);
    expect(t.payouts.map((p) => p.amountCents)).toEqual([5600, 2400]);
  });

  it('is the host’s, whenever the event is upcoming, with at least two players', async () => {
    const { host, event, players } = await gameNight(app.seed, 1, { prefix: 'who' });
    const stranger = await app.member('whostranger');
    const settings = { templateId: 'standard' };
    expect(
      errorOf(await players[0]!.gql(StartTournament, { eventId: event.id, settings })),
    ).toEqual({ code: 'FORBIDDEN', message: 'Only the host can run the tournament' });
    expect(errorOf(await stranger.gql(StartTournament, { eventId: event.id, settings }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host can run the tournament',
    });
    const { event: asPlayer } = await players[0]!.ok(EventTournament, { id: event.id });
    expect(asPlayer!.viewerCan.runTournament).toBe(false);
    const { event: asHost } = await host.ok(EventTournament, { id: event.id });
    expect(asHost!.viewerCan.runTournament).toBe(true);

    // A week ahead the host may start anyway (the web asks first): the event then starts now.
    const later = await host.createEvent({ title: 'Next week', startsAt: inDays(7) });
    await players[0]!.join(later);
    const { event: laterRead } = await host.ok(EventTournament, { id: later.id });
    expect(laterRead!.viewerCan.runTournament).toBe(true);
    const before = Date.now();
    await host.ok(StartTournament, { eventId: later.id, settings });
    const { event: moved } = await host.ok<{ event: { startsAt: string } }>(
      `query($id: ID!) { event(id: $id) { startsAt } }`,
      { id: later.id },
    );
    expect(Date.parse(moved.startsAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(moved.startsAt)).toBeLessThanOrEqual(Date.now());
    // Within the hour, the start time stays as the host set it.
    const soon = await gameNight(app.seed, 1, { prefix: 'soon' });
    const { event: soonBefore } = await soon.host.ok<{ event: { startsAt: string } }>(
      `query($id: ID!) { event(id: $id) { startsAt } }`,
      { id: soon.event.id },
    );
    await soon.host.ok(StartTournament, { eventId: soon.event.id, settings });
    const { event: soonAfter } = await soon.host.ok<{ event: { startsAt: string } }>(
      `query($id: ID!) { event(id: $id) { startsAt } }`,
      { id: soon.event.id },
    );
    expect(soonAfter.startsAt).toBe(soonBefore.startsAt);

    const alone = await gameNight(app.seed, 0, { prefix: 'alone' });
    expect(
      errorOf(await alone.host.gql(StartTournament, { eventId: alone.event.id, settings })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'A tournament needs at least 2 players.' });
  });

  it('shows the tournament to the host and players only', async () => {
    const { host, event, players } = await gameNight(app.seed, 1, { prefix: 'see' });
    const stranger = await app.member('seestranger');
    await host.ok(StartTournament, { eventId: event.id, settings: { templateId: 'standard' } });
    const { event: asPlayer } = await players[0]!.ok(EventTournament, { id: event.id });
    expect(asPlayer!.tournament!.displayUrl).toMatch(/display/);
    // Players see each other by name, as everywhere on the event page.
    expect(asPlayer!.tournament!.entries.find((e) => e.player.id === host.id)!.player.email).toBe(
      null,
    );
    const { event: asStranger } = await stranger.ok(EventTournament, { id: event.id });
    expect(asStranger!.tournament).toBeNull();
  });
});

describe('the clock', () => {
  it('resumes, pauses where it stood, and moves between levels', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'clock' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });

    const running = (await host.ok(ResumeTournament, { eventId })).resumeTournament;
    expect(running.phase).toBe('RUNNING');
    const endsAt = Date.parse(running.levelEndsAt!);
    const now = Date.parse(running.serverNow);
    expect(endsAt - now).toBeGreaterThan(20 * 60 * 1000 - 2000);
    expect(running.remainingSeconds).toBe(Math.ceil((endsAt - now) / 1000));
    expect(errorOf(await host.gql(ResumeTournament, { eventId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The clock is not paused',
    });

    const paused = (await host.ok(PauseTournament, { eventId })).pauseTournament;
    expect(paused.phase).toBe('PAUSED');
    expect(paused.levelEndsAt).toBeNull();
    expect(paused.remainingSeconds).toBeLessThanOrEqual(20 * 60);
    expect(paused.remainingSeconds).toBeGreaterThan(20 * 60 - 5);
    expect(errorOf(await host.gql(PauseTournament, { eventId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The clock is already paused',
    });

    const { setTournamentLevel: jumped } = await host.ok(SetTournamentLevel, {
      eventId,
      levelIndex: 3,
    });
    expect(jumped.levelIndex).toBe(3);
    expect(jumped.remainingSeconds).toBe(jumped.template.levels[3]!.durationMinutes * 60);
    expect(errorOf(await host.gql(SetTournamentLevel, { eventId, levelIndex: 99 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Level must be between 1 and ${jumped.template.levels.length}.`,
    });
    expect(errorOf(await players[0]!.gql(PauseTournament, { eventId }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host can run the tournament',
    });
  });

  it('refuses clock controls before the start', async () => {
    const { host, event } = await gameNight(app.seed, 1, { prefix: 'early' });
    expect(errorOf(await host.gql(PauseTournament, { eventId: event.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This event has no tournament.',
    });
  });
});

describe('a server restart', () => {
  it('finds a running clock on the same level with the same end', async () => {
    // Its own database, shared by two app instances one after the other; closing an app closes
    // its database, so each gets a handle whose close leaves it open.
    const testDb: TestDatabase = await openTestDatabase();
    const kept = { ...testDb.database, close: async () => {} };
    const handle = { database: kept, drop: async () => {} };
    const first = await startTestApp({ database: handle });
    const host = await first.signUpMember('restarthost');
    const player = await first.signUpMember('restartplayer');
    const startsAt = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    const { createEvent } = await host.ok(
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: 'Restart',
          startsAt,
          location: 'Here',
          buyInCents: 1000,
          maxPlayers: 4,
        },
      },
    );
    await player.ok(`mutation($id: ID!) { joinEvent(eventId: $id) { id } }`, {
      id: createEvent.id,
    });
    const eventId = createEvent.id as string;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'turbo' } });
    await host.ok(SetTournamentLevel, { eventId, levelIndex: 2 });
    const before = (await host.ok(ResumeTournament, { eventId })).resumeTournament;
    await first.close();

    const second = await startTestApp({ database: handle });
    try {
      // The same browser, its session cookie still good: sessions are rows too.
      const sameHost = second.anonymous();
      sameHost.cookie = host.cookie;
      const { event } = await sameHost.ok(EventTournament, { id: eventId });
      const after = event!.tournament!;
      expect(after.phase).toBe('RUNNING');
      expect(after.levelIndex).toBe(2);
      expect(after.levelEndsAt).toBe(before.levelEndsAt);
      expect(after.remainingSeconds).toBeLessThanOrEqual(before.remainingSeconds);
      expect(after.remainingSeconds).toBe(
        Math.ceil((Date.parse(after.levelEndsAt!) - Date.parse(after.serverNow)) / 1000),
      );
    } finally {
      await second.close();
      await testDb.database.close();
      await testDb.drop();
    }
  });
});
