// Breaks in blind structures through the API (docs/product.md §10 Breaks): a custom template
// saved with breaks and their notes, bad breaks refused with the editor's message and nothing
// changed, levels stored before breaks read as playing levels, and a game night whose clock runs
// into a break with nextBreakInSeconds counting down to it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentTemplates } from '../../db/schema';
import { errorOf } from '../support/api';
import { seededApp } from '../support/seed';
import { gameNight, tokenOf } from '../support/tournament';

const app = seededApp();

const LEVEL = 'smallBlind bigBlind ante durationMinutes isBreak note';
const TEMPLATE = `id name levels { id ${LEVEL} } chips { value color quantity }`;
const SAVE = `mutation($input: TournamentTemplateInput!) {
  saveTournamentTemplate(input: $input) { ${TEMPLATE} }
}`;
const LIST = `query { tournamentTemplates { ${TEMPLATE} } }`;
const CLOCK = `phase levelIndex remainingSeconds nextBreakInSeconds displayUrl
  currentLevel { ${LEVEL} } nextLevel { ${LEVEL} } template { levels { ${LEVEL} } }`;
const START = `mutation($eventId: ID!, $settings: TournamentSettingsInput!) {
  startTournament(eventId: $eventId, settings: $settings) { ${CLOCK} }
}`;
const SET_LEVEL = `mutation($eventId: ID!, $levelIndex: Int!) {
  setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) { ${CLOCK} }
}`;
const RESUME = `mutation($eventId: ID!) { resumeTournament(eventId: $eventId) { ${CLOCK} } }`;
const DISPLAY = `query($token: String!) {
  tournamentDisplay(token: $token) { tournament { ${CLOCK} } }
}`;
const ADD_ON = `mutation($eventId: ID!, $userId: ID!) {
  recordAddOn(eventId: $eventId, userId: $userId) { levelIndex }
}`;

const play = (smallBlind: number, durationMinutes: number) => ({
  smallBlind,
  bigBlind: smallBlind * 2,
  ante: 0,
  durationMinutes,
});
const rest = (durationMinutes: number, note?: string) => ({
  smallBlind: 0,
  bigBlind: 0,
  ante: 0,
  durationMinutes,
  isBreak: true,
  ...(note === undefined ? {} : { note }),
});

/** Level 1 (20), Level 2 (15), Break (10, colour-up), Level 3 (20), Break (30, dinner), Level 4 (20). */
const withBreaks = () => ({
  name: 'Deep Stack with Breaks',
  levels: [
    play(25, 20),
    play(50, 15),
    rest(10, '  Colour up the 25s  '),
    play(100, 20),
    rest(30, 'Dinner'),
    play(200, 20),
  ],
  chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
});

async function storedTemplates(ownerId: string) {
  return app.t.database.db
    .select()
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.ownerId, ownerId));
}

describe('a custom template with breaks', () => {
  it('is saved with its breaks and their trimmed notes, and listed the same way', async () => {
    const owner = await app.member('breaksowner');
    const { saveTournamentTemplate: saved } = await owner.ok(SAVE, { input: withBreaks() });
    expect(saved.levels.map((l: { isBreak: boolean }) => l.isBreak)).toEqual([
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(saved.levels[2]).toMatchObject({
      smallBlind: 0,
      bigBlind: 0,
      ante: 0,
      durationMinutes: 10,
      note: 'Colour up the 25s',
    });
    expect(saved.levels[0].note).toBeNull();
    const listed = (await owner.ok(LIST)).tournamentTemplates.find(
      (t: { id: string }) => t.id === saved.id,
    );
    expect(listed.levels).toEqual(saved.levels);
  });

  it('takes a break with its blinds left out and without a note', async () => {
    const owner = await app.member('breaksomit');
    const levels = [play(25, 20), { isBreak: true, durationMinutes: 5 }];
    const { saveTournamentTemplate: saved } = await owner.ok(SAVE, {
      input: {
        ...withBreaks(),
        levels: levels.map((l) => ({ smallBlind: 0, bigBlind: 0, ante: 0, ...l })),
      },
    });
    expect(saved.levels[1]).toMatchObject({ isBreak: true, note: null, durationMinutes: 5 });
  });

  const bad: [string, Record<string, unknown>[], string][] = [
    [
      'blinds on a break',
      [play(25, 20), { ...rest(10), bigBlind: 100 }],
      'Break 1: A break has no blinds or ante: leave them at 0',
    ],
    [
      'an ante on a break',
      [play(25, 20), rest(10), play(50, 20), { ...rest(10), ante: 25 }],
      'Break 2: A break has no blinds or ante: leave them at 0',
    ],
    ['a break of no time', [play(25, 20), rest(0)], 'Break 1: Duration must be at least 1 minute'],
    [
      'a note over 80 characters',
      [play(25, 20), rest(10, 'x'.repeat(81))],
      // The API's bound on every text input (core/limits.ts) answers before the editor's rules.
      'Break note must be at most 80 characters',
    ],
    [
      'a note on a playing level',
      [play(25, 20), rest(10), { ...play(50, 20), note: 'Dinner' }],
      'Level 2: Only a break can have a note',
    ],
    ['only breaks', [rest(10), rest(20)], 'At least one level must not be a break'],
  ];

  it.each(bad)(
    'refuses %s with a clear message, changing nothing',
    async (_case, levels, message) => {
      const owner = await app.member(`breaksbad${bad.findIndex(([c]) => c === _case)}`);
      const { saveTournamentTemplate: kept } = await owner.ok(SAVE, { input: withBreaks() });
      const result = await owner.gql(SAVE, {
        input: { ...withBreaks(), id: kept.id, name: 'Changed', levels },
      });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message });
      const created = await owner.gql(SAVE, { input: { ...withBreaks(), levels } });
      expect(errorOf(created)).toEqual({ code: 'BAD_USER_INPUT', message });
      const rows = await storedTemplates(owner.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toBe('Deep Stack with Breaks');
      expect(rows[0]!.levels).toHaveLength(6);
    },
  );

  it('reads levels stored before breaks existed as playing levels', async () => {
    const owner = await app.member('breaksold');
    await app.t.database.db.insert(tournamentTemplates).values({
      id: 'custom-before-breaks',
      ownerId: owner.id,
      name: 'Old',
      levels: [{ id: 'custom-before-breaks-level-1', ...play(25, 20) }],
      chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
    });
    const old = (await owner.ok(LIST)).tournamentTemplates.find(
      (t: { id: string }) => t.id === 'custom-before-breaks',
    );
    expect(old.levels[0]).toMatchObject({ isBreak: false, note: null, smallBlind: 25 });
  });

  it('leaves the built-in templates without breaks', async () => {
    const data = await app.t
      .anonymous()
      .ok(`query { tournamentTemplates { id levels { isBreak note } } }`);
    const levels = data.tournamentTemplates.flatMap((t: { levels: unknown[] }) => t.levels);
    expect(levels.length).toBeGreaterThan(0);
    expect(
      levels.every((l: { isBreak: boolean; note: null }) => !l.isBreak && l.note === null),
    ).toBe(true);
  });
});

describe('a game night with breaks', () => {
  async function startedNight(prefix: string, settings: Record<string, unknown> = {}) {
    const night = await gameNight(app.seed, 2, { prefix });
    const { saveTournamentTemplate: template } = await night.host.ok(SAVE, { input: withBreaks() });
    const { startTournament } = await night.host.ok(START, {
      eventId: night.event.id,
      settings: { templateId: template.id, ...settings },
    });
    return { ...night, started: startTournament };
  }

  it('counts down to the next break while paused, and runs into the break', async () => {
    const { host, event, players, started } = await startedNight('breaksclock');
    // Paused at level 1: all of levels 1 and 2 before the colour-up.
    expect(started).toMatchObject({ phase: 'PAUSED', levelIndex: 0, nextBreakInSeconds: 35 * 60 });
    expect(started.template.levels[2]).toMatchObject({ isBreak: true, note: 'Colour up the 25s' });
    expect(started.nextLevel.isBreak).toBe(false);

    const level2 = (await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 1 }))
      .setTournamentLevel;
    expect(level2).toMatchObject({ nextBreakInSeconds: 15 * 60, nextLevel: { isBreak: true } });

    const onBreak = (await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 2 }))
      .setTournamentLevel;
    expect(onBreak).toMatchObject({
      levelIndex: 2,
      remainingSeconds: 10 * 60,
      currentLevel: { isBreak: true, note: 'Colour up the 25s', smallBlind: 0, bigBlind: 0 },
      // The break after it: the rest of this one and all of level 3.
      nextBreakInSeconds: 10 * 60 + 20 * 60,
    });

    // Running, the figure counts down with the clock (both read at the same instant).
    const running = (await host.ok(RESUME, { eventId: event.id })).resumeTournament;
    expect(running.phase).toBe('RUNNING');
    expect(running.nextBreakInSeconds).toBe(running.remainingSeconds + 20 * 60);
    expect(running.nextBreakInSeconds).toBeLessThanOrEqual(30 * 60);

    // Every phone and the TV see the break.
    const asPlayer = (
      await players[0]!.ok(`query($id: ID!) { event(id: $id) { tournament { ${CLOCK} } } }`, {
        id: event.id,
      })
    ).event.tournament;
    expect(asPlayer.currentLevel).toMatchObject({ isBreak: true, note: 'Colour up the 25s' });
    const display = (await app.t.anonymous().ok(DISPLAY, { token: tokenOf(started.displayUrl) }))
      .tournamentDisplay.tournament;
    expect(display.currentLevel).toMatchObject({ isBreak: true, note: 'Colour up the 25s' });
    expect(display.nextBreakInSeconds).toBeGreaterThan(20 * 60);

    // After the last break there is none ahead.
    const dinner = (await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 4 }))
      .setTournamentLevel;
    expect(dinner).toMatchObject({ currentLevel: { note: 'Dinner' }, nextBreakInSeconds: null });
    const last = (await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 5 }))
      .setTournamentLevel;
    expect(last.nextBreakInSeconds).toBeNull();
  });

  it('has no next break on a built-in template', async () => {
    const { host, event } = await gameNight(app.seed, 2, { prefix: 'breaksnone' });
    const { startTournament } = await host.ok(START, {
      eventId: event.id,
      settings: { templateId: 'standard' },
    });
    expect(startTournament.nextBreakInSeconds).toBeNull();
    expect(startTournament.currentLevel).toMatchObject({ isBreak: false, note: null });
  });

  it('counts playing levels for add-ons: open through the break after level 2, closed at level 3', async () => {
    const refused = await gameNight(app.seed, 2, { prefix: 'breaksrange' });
    const { saveTournamentTemplate: t } = await refused.host.ok(SAVE, { input: withBreaks() });
    const tooMany = await refused.host.gql(START, {
      eventId: refused.event.id,
      settings: { templateId: t.id, addOnCents: 500, addOnLevels: 5 },
    });
    // Four playing levels; the two breaks do not count.
    expect(errorOf(tooMany)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Add-ons can be open for 1 to 4 levels, or all night',
    });

    const { host, event, players } = await startedNight('breaksaddon', {
      addOnCents: 500,
      addOnLevels: 2,
    });
    const userId = players[0]!.id;
    await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 2 });
    await host.ok(ADD_ON, { eventId: event.id, userId });
    await host.ok(SET_LEVEL, { eventId: event.id, levelIndex: 3 });
    expect(errorOf(await host.gql(ADD_ON, { eventId: event.id, userId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Add-ons are closed.',
    });
  });
});
