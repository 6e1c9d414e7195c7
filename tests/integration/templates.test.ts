// Tournament templates through the public GraphQL API on a real database (docs/product.md §5, §6, §8, §9):
// built-ins for everyone; custom templates saved, listed, edited and deleted by their owner only;
// the editor's validation on the server with its messages; built-ins protected.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentTemplates } from '../../db/schema';
import { errorOf, startTestApp, type ApiClient, type TestApp } from '../support/api';

const FIELDS = `id name builtIn blindStructureName chipSetName
  levels { id smallBlind bigBlind ante durationMinutes } chips { value color quantity }`;
const LIST = `query { tournamentTemplates { ${FIELDS} } }`;
const MINE = `query { me { tournamentTemplates { ${FIELDS} } } }`;
const SAVE = `mutation($input: TournamentTemplateInput!) { saveTournamentTemplate(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteTournamentTemplate(id: $id) }`;

interface LevelInput {
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
}
interface ChipInput {
  value: number;
  color: string;
  quantity: number;
}
interface TemplateInput {
  id?: string;
  name: string;
  levels: LevelInput[];
  chips: ChipInput[];
}

const deepStack = (patch: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Friday Deep Stack',
  levels: [
    { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 30 },
    { smallBlind: 50, bigBlind: 100, ante: 12, durationMinutes: 30 },
  ],
  chips: [
    { value: 25, color: '#ff0000', quantity: 20 },
    { value: 125, color: '#000000', quantity: 10 },
  ],
  ...patch,
});

let t: TestApp;
let alice: ApiClient & { id: string };
let bob: ApiClient & { id: string };

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUpMember('alice');
  bob = await t.signUpMember('bob');
});
afterAll(async () => {
  await t?.close();
});

async function create(client: ApiClient, input: TemplateInput = deepStack()) {
  const data = await client.ok(SAVE, { input });
  return data.saveTournamentTemplate;
}

async function listIds(client: ApiClient): Promise<string[]> {
  const data = await client.ok(LIST);
  return data.tournamentTemplates.map((template: { id: string }) => template.id);
}

async function storedCount(): Promise<number> {
  return (await t.database.db.select().from(tournamentTemplates)).length;
}

describe('built-in templates (docs/product.md §9)', () => {
  it('are listed for a signed-out visitor, exactly as §9 defines them', async () => {
    const data = await t.anonymous().ok(LIST);
    const [standard, turbo, highRoller] = data.tournamentTemplates;
    expect(data.tournamentTemplates).toHaveLength(3);

    expect(standard).toMatchObject({
      id: 'standard',
      name: 'Standard Tournament',
      builtIn: true,
      blindStructureName: 'Standard Structure',
      chipSetName: 'Standard Stack',
    });
    expect(
      standard.levels.map((l: LevelInput) => [l.smallBlind, l.bigBlind, l.ante, l.durationMinutes]),
    ).toEqual([
      [25, 50, 0, 20],
      [50, 100, 0, 20],
      [100, 200, 25, 20],
      [200, 400, 50, 15],
      [300, 600, 75, 15],
      [400, 800, 100, 15],
      [500, 1000, 125, 15],
      [1000, 2000, 250, 10],
    ]);
    expect(standard.chips).toEqual([
      { value: 25, color: '#ff0000', quantity: 20 },
      { value: 100, color: '#0000ff', quantity: 20 },
      { value: 500, color: '#008000', quantity: 10 },
      { value: 1000, color: '#000000', quantity: 5 },
    ]);

    expect(turbo).toMatchObject({
      id: 'turbo',
      name: 'Turbo Tournament',
      builtIn: true,
      chipSetName: 'Standard Stack',
    });
    expect(
      turbo.levels.map((l: LevelInput) => [l.smallBlind, l.bigBlind, l.ante, l.durationMinutes]),
    ).toEqual([
      [25, 50, 0, 10],
      [50, 100, 25, 10],
      [100, 200, 50, 10],
      [200, 400, 100, 8],
      [400, 800, 200, 8],
      [800, 1600, 400, 8],
    ]);
    expect(turbo.chips).toEqual(standard.chips);

    expect(highRoller).toMatchObject({
      id: 'high-roller',
      name: 'High Roller Tournament',
      builtIn: true,
      chipSetName: 'High Roller Stack',
    });
    expect(
      highRoller.levels.map((l: LevelInput) => [
        l.smallBlind,
        l.bigBlind,
        l.ante,
        l.durationMinutes,
      ]),
    ).toEqual(
      turbo.levels.map((l: LevelInput) => [
        l.smallBlind * 10,
        l.bigBlind * 10,
        l.ante * 10,
        l.durationMinutes,
      ]),
    );
    expect(highRoller.chips).toEqual([
      { value: 100, color: '#ff0000', quantity: 20 },
      { value: 500, color: '#0000ff', quantity: 20 },
      { value: 1000, color: '#008000', quantity: 15 },
      { value: 5000, color: '#000000', quantity: 10 },
      { value: 10000, color: '#800080', quantity: 5 },
    ]);
  });

  it('cannot be edited or deleted: FORBIDDEN "Built-in templates cannot be changed"', async () => {
    for (const id of ['standard', 'turbo', 'high-roller']) {
      expect(errorOf(await alice.gql(SAVE, { input: deepStack({ id }) }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Built-in templates cannot be changed',
      });
      expect(errorOf(await alice.gql(DELETE, { id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Built-in templates cannot be changed',
      });
    }
    const data = await t.anonymous().ok(LIST);
    expect(data.tournamentTemplates[0].name).toBe('Standard Tournament');
    expect(data.tournamentTemplates[0].levels).toHaveLength(8);
  });
});

describe('signed out and incomplete accounts', () => {
  it('a visitor cannot save or delete', async () => {
    const visitor = t.anonymous();
    expect(errorOf(await visitor.gql(SAVE, { input: deepStack() })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await visitor.gql(DELETE, { id: 'custom-anything' })).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('an unverified account cannot save', async () => {
    const unverified = await t.register('unverified');
    expect(errorOf(await unverified.gql(SAVE, { input: deepStack() })).code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('an account without a display name cannot save', async () => {
    const nameless = await t.registerNameless('nameless');
    expect(errorOf(await nameless.gql(SAVE, { input: deepStack() })).code).toBe(
      'PROFILE_INCOMPLETE',
    );
  });
});

describe('custom templates: the owner', () => {
  it('creates one with a custom- id, level ids and names taken from its name', async () => {
    const saved = await create(alice, deepStack({ name: '  Friday Deep Stack  ' }));
    expect(saved.id).toMatch(/^custom-/);
    expect(saved).toMatchObject({
      name: 'Friday Deep Stack',
      builtIn: false,
      blindStructureName: 'Friday Deep Stack Structure',
      chipSetName: 'Friday Deep Stack Chips',
      chips: deepStack().chips,
    });
    expect(saved.levels).toEqual([
      { id: `${saved.id}-level-1`, smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 30 },
      { id: `${saved.id}-level-2`, smallBlind: 50, bigBlind: 100, ante: 12, durationMinutes: 30 },
    ]);
    const [row] = await t.database.db
      .select()
      .from(tournamentTemplates)
      .where(eq(tournamentTemplates.id, saved.id));
    expect(row?.ownerId).toBe(alice.id);
  });

  it('sees their templates after the built-ins, and under me', async () => {
    const saved = await create(alice, deepStack({ name: 'Alpha Turbo' }));
    const ids = await listIds(alice);
    expect(ids.slice(0, 3)).toEqual(['standard', 'turbo', 'high-roller']);
    expect(ids).toContain(saved.id);
    const mine = (await alice.ok(MINE)).me.tournamentTemplates;
    expect(mine.every((template: { builtIn: boolean }) => !template.builtIn)).toBe(true);
    expect(mine.map((template: { id: string }) => template.id)).toContain(saved.id);
    // Listed by name.
    const names = mine.map((template: { name: string }) => template.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('updates one in place, keeping its id', async () => {
    const saved = await create(alice);
    const updated = (
      await alice.ok(SAVE, {
        input: deepStack({
          id: saved.id,
          name: 'Friday Deeper Stack',
          levels: [{ smallBlind: 100, bigBlind: 200, ante: 25, durationMinutes: 40 }],
          chips: [{ value: 100, color: '#800080', quantity: 30 }],
        }),
      })
    ).saveTournamentTemplate;
    expect(updated).toMatchObject({
      id: saved.id,
      name: 'Friday Deeper Stack',
      levels: [
        {
          id: `${saved.id}-level-1`,
          smallBlind: 100,
          bigBlind: 200,
          ante: 25,
          durationMinutes: 40,
        },
      ],
      chips: [{ value: 100, color: '#800080', quantity: 30 }],
    });
    const listed = (await alice.ok(LIST)).tournamentTemplates.find(
      (template: { id: string }) => template.id === saved.id,
    );
    expect(listed.name).toBe('Friday Deeper Stack');
  });

  it('deletes one; it is gone, and deleting it again is NOT_FOUND', async () => {
    const saved = await create(alice);
    expect((await alice.ok(DELETE, { id: saved.id })).deleteTournamentTemplate).toBe(true);
    expect(await listIds(alice)).not.toContain(saved.id);
    expect(errorOf(await alice.gql(DELETE, { id: saved.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Template not found',
    });
    expect(errorOf(await alice.gql(SAVE, { input: deepStack({ id: saved.id }) }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Template not found',
    });
  });

  it('unknown ids are NOT_FOUND', async () => {
    for (const id of ['custom-does-not-exist', 'no-such-template']) {
      expect(errorOf(await alice.gql(SAVE, { input: deepStack({ id }) }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Template not found',
      });
      expect(errorOf(await alice.gql(DELETE, { id }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Template not found',
      });
    }
  });
});

describe('custom templates: other users', () => {
  it('another user neither sees, edits nor deletes them', async () => {
    const saved = await create(alice, deepStack({ name: 'Alice Only' }));

    expect(await listIds(bob)).not.toContain(saved.id);
    expect((await bob.ok(MINE)).me.tournamentTemplates).toEqual([]);
    expect(await listIds(t.anonymous())).toEqual(['standard', 'turbo', 'high-roller']);

    expect(
      errorOf(await bob.gql(SAVE, { input: deepStack({ id: saved.id, name: 'Hijacked' }) })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only change your own templates',
    });
    expect(errorOf(await bob.gql(DELETE, { id: saved.id }))).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only change your own templates',
    });
    // Permission is checked before validation: no hint about the template's content either way.
    expect(
      errorOf(await bob.gql(SAVE, { input: deepStack({ id: saved.id, name: '' }) })).code,
    ).toBe('FORBIDDEN');

    const still = (await alice.ok(LIST)).tournamentTemplates.find(
      (template: { id: string }) => template.id === saved.id,
    );
    expect(still.name).toBe('Alice Only');
  });

  it('each user gets their own list', async () => {
    const bobs = await create(bob, deepStack({ name: 'Bob Special' }));
    expect(await listIds(bob)).toContain(bobs.id);
    expect(await listIds(alice)).not.toContain(bobs.id);
  });
});

describe('validation (docs/product.md §5) with the editor’s messages, changing nothing', () => {
  const level = (patch: Partial<LevelInput>) =>
    deepStack({ levels: [{ ...deepStack().levels[0]!, ...patch }] });
  const chip = (patch: Partial<ChipInput>) =>
    deepStack({ chips: [{ ...deepStack().chips[0]!, ...patch }] });

  const cases: [string, TemplateInput, string][] = [
    ['name required', deepStack({ name: '' }), 'Name is required'],
    ['name required (blank)', deepStack({ name: '   ' }), 'Name is required'],
    ['small blind min 1', level({ smallBlind: 0 }), 'Level 1: Small blind must be at least 1'],
    ['big blind min 2', level({ bigBlind: 1 }), 'Level 1: Big blind must be at least 2'],
    ['ante min 0', level({ ante: -5 }), 'Level 1: Ante must be at least 0'],
    [
      'duration min 1',
      level({ durationMinutes: 0 }),
      'Level 1: Duration must be at least 1 minute',
    ],
    ['chip value min 1', chip({ value: 0 }), 'Chip 1: Chip value must be at least 1'],
    ['quantity min 1', chip({ quantity: 0 }), 'Chip 1: Quantity must be at least 1'],
    ['colour required', chip({ color: '' }), 'Chip 1: Colour is required'],
    [
      'colour as hex',
      chip({ color: 'red' }),
      'Chip 1: Colour must be a hex colour such as #ff0000',
    ],
    ['a level', deepStack({ levels: [] }), 'At least one blind level is required'],
    ['a chip', deepStack({ chips: [] }), 'At least one chip is required'],
  ];

  it.each(cases)('%s', async (_rule, input, message) => {
    const before = await storedCount();
    expect(errorOf(await alice.gql(SAVE, { input }))).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await storedCount()).toBe(before);
  });

  it('names the row at fault', async () => {
    const input = deepStack();
    input.levels[1] = { ...input.levels[1]!, bigBlind: 1 };
    expect(errorOf(await alice.gql(SAVE, { input })).message).toBe(
      'Level 2: Big blind must be at least 2',
    );
  });

  it('all numbers must be whole numbers', async () => {
    const result = await alice.gql(SAVE, { input: level({ smallBlind: 2.5 }) });
    expect(errorOf(result).code).toBe('BAD_USER_INPUT');
  });

  it('an invalid update leaves the template as it was', async () => {
    const saved = await create(alice, deepStack({ name: 'Keep Me' }));
    const result = await alice.gql(SAVE, {
      input: deepStack({ id: saved.id, name: 'Changed', chips: [] }),
    });
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'At least one chip is required',
    });
    const listed = (await alice.ok(LIST)).tournamentTemplates.find(
      (template: { id: string }) => template.id === saved.id,
    );
    expect(listed.name).toBe('Keep Me');
    expect(listed.chips).toHaveLength(2);
  });
});
