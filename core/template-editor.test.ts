import { describe, expect, it } from 'vitest';
import {
  breakMessages,
  emptyTemplateDraft,
  levelsWithIds,
  nextBlindLevel,
  nextChip,
  templateFieldErrors,
  templateToDraft,
  validateTemplateDraft,
  type TemplateDraft,
} from './template-editor';
import { CHIP_COLORS, findBuiltInTemplate } from './templates';

const valid = (): TemplateDraft => ({
  name: 'Friday Deep Stack',
  levels: [
    { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
    { smallBlind: 50, bigBlind: 100, ante: 10, durationMinutes: 20 },
  ],
  chips: [{ value: 25, color: '#FF0000', quantity: 20 }],
});

const messageOf = (draft: unknown) => {
  const result = validateTemplateDraft(draft);
  return result.success ? null : result.message;
};

describe('Add level (docs/product.md §5)', () => {
  it('doubles the previous blinds and keeps the duration', () => {
    expect(
      nextBlindLevel({ smallBlind: 100, bigBlind: 200, ante: 25, durationMinutes: 15 }),
    ).toEqual({
      smallBlind: 200,
      bigBlind: 400,
      ante: 50,
      durationMinutes: 15,
    });
  });

  it('doubles a nonzero ante', () => {
    expect(
      nextBlindLevel({ smallBlind: 50, bigBlind: 100, ante: 30, durationMinutes: 10 }).ante,
    ).toBe(60);
  });

  it('uses half the previous small blind when the previous ante is zero', () => {
    expect(
      nextBlindLevel({ smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 10 }).ante,
    ).toBe(25);
  });

  it('rounds half an odd small blind down to a whole number', () => {
    expect(nextBlindLevel({ smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 })).toEqual({
      smallBlind: 50,
      bigBlind: 100,
      ante: 12,
      durationMinutes: 20,
    });
  });

  it('repeated adds keep doubling', () => {
    let level = { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 };
    const rows = [level];
    for (let i = 0; i < 3; i++) rows.push((level = nextBlindLevel(level)));
    expect(rows.map((r) => `${r.smallBlind}/${r.bigBlind}/${r.ante}`)).toEqual([
      '25/50/0',
      '50/100/12',
      '100/200/24',
      '200/400/48',
    ]);
  });

  it('with no previous row gives the default first level', () => {
    expect(nextBlindLevel(undefined)).toEqual({
      smallBlind: 25,
      bigBlind: 50,
      ante: 0,
      durationMinutes: 20,
    });
  });
});

describe('Add chip (docs/product.md §5)', () => {
  it('uses five times the previous value, black, and half the quantity', () => {
    expect(nextChip({ value: 100, color: CHIP_COLORS.red, quantity: 20 })).toEqual({
      value: 500,
      color: CHIP_COLORS.black,
      quantity: 10,
    });
  });

  it('rounds the quantity down', () => {
    expect(nextChip({ value: 25, color: '#123456', quantity: 15 }).quantity).toBe(7);
  });

  it('never goes below 5 chips', () => {
    expect(nextChip({ value: 25, color: '#123456', quantity: 9 }).quantity).toBe(5);
    expect(nextChip({ value: 25, color: '#123456', quantity: 1 }).quantity).toBe(5);
  });

  it('with no previous chip gives the default first chip', () => {
    expect(nextChip(undefined)).toEqual({ value: 25, color: CHIP_COLORS.red, quantity: 20 });
  });
});

describe('template validation (docs/product.md §5)', () => {
  it('accepts a valid template, trims the name and lower-cases colours', () => {
    const result = validateTemplateDraft({ ...valid(), name: '  Friday Deep Stack  ' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.name).toBe('Friday Deep Stack');
      expect(result.data.chips[0]!.color).toBe('#ff0000');
    }
  });

  it('accepts the new-template draft and every built-in template', () => {
    expect(validateTemplateDraft({ ...emptyTemplateDraft(), name: 'New' }).success).toBe(true);
    for (const id of ['standard', 'turbo', 'high-roller']) {
      expect(validateTemplateDraft(templateToDraft(findBuiltInTemplate(id)!)).success).toBe(true);
    }
  });

  it('requires a name', () => {
    expect(messageOf({ ...valid(), name: '' })).toBe('Name is required');
    expect(messageOf({ ...valid(), name: '   ' })).toBe('Name is required');
  });

  it('small blind min 1, big blind min 2, ante min 0, duration min 1', () => {
    const withLevel = (patch: object) => ({
      ...valid(),
      levels: [valid().levels[0], { ...valid().levels[1], ...patch }],
    });
    expect(messageOf(withLevel({ smallBlind: 0 }))).toBe('Level 2: Small blind must be at least 1');
    expect(messageOf(withLevel({ bigBlind: 1 }))).toBe('Level 2: Big blind must be at least 2');
    expect(messageOf(withLevel({ ante: -1 }))).toBe('Level 2: Ante must be at least 0');
    expect(messageOf(withLevel({ durationMinutes: 0 }))).toBe(
      'Level 2: Duration must be at least 1 minute',
    );
    expect(
      messageOf(withLevel({ smallBlind: 1, bigBlind: 2, ante: 0, durationMinutes: 1 })),
    ).toBeNull();
  });

  it('chip value min 1, quantity min 1, colour required', () => {
    const withChip = (patch: object) => ({
      ...valid(),
      chips: [{ ...valid().chips[0], ...patch }],
    });
    expect(messageOf(withChip({ value: 0 }))).toBe('Chip 1: Chip value must be at least 1');
    expect(messageOf(withChip({ quantity: 0 }))).toBe('Chip 1: Quantity must be at least 1');
    expect(messageOf(withChip({ color: '' }))).toBe('Chip 1: Colour is required');
    expect(messageOf(withChip({ color: 'reddish' }))).toBe(
      'Chip 1: Colour must be a hex colour such as #ff0000',
    );
  });

  it('all numbers must be whole numbers', () => {
    const level = (patch: object) => ({ ...valid(), levels: [{ ...valid().levels[0], ...patch }] });
    expect(messageOf(level({ smallBlind: 25.5 }))).toBe(
      'Level 1: Small blind must be a whole number',
    );
    expect(messageOf(level({ bigBlind: 50.5 }))).toBe('Level 1: Big blind must be a whole number');
    expect(messageOf(level({ ante: 0.5 }))).toBe('Level 1: Ante must be a whole number');
    expect(messageOf(level({ durationMinutes: 1.5 }))).toBe(
      'Level 1: Duration must be a whole number',
    );
    const chip = (patch: object) => ({ ...valid(), chips: [{ ...valid().chips[0], ...patch }] });
    expect(messageOf(chip({ value: 2.5 }))).toBe('Chip 1: Chip value must be a whole number');
    expect(messageOf(chip({ quantity: 2.5 }))).toBe('Chip 1: Quantity must be a whole number');
  });

  it('a missing number is required, not NaN', () => {
    const level = { ...valid().levels[0], smallBlind: Number.NaN };
    expect(messageOf({ ...valid(), levels: [level] })).toBe('Level 1: Small blind is required');
    const { bigBlind: _omitted, ...withoutBigBlind } = valid().levels[0]!;
    expect(messageOf({ ...valid(), levels: [withoutBigBlind] })).toBe(
      'Level 1: Big blind is required',
    );
  });

  it('needs at least one level and one chip', () => {
    expect(messageOf({ ...valid(), levels: [] })).toBe('At least one blind level is required');
    expect(messageOf({ ...valid(), chips: [] })).toBe('At least one chip is required');
  });

  it('keeps stored templates reasonable in size', () => {
    expect(messageOf({ ...valid(), name: 'x'.repeat(101) })).toBe(
      'Template name must be at most 100 characters',
    );
    const many = Array.from({ length: 101 }, () => valid().levels[0]);
    expect(messageOf({ ...valid(), levels: many })).toBe('A template can have at most 100 levels');
  });

  it('lists every problem for the form, keyed by field path', () => {
    expect(
      templateFieldErrors({
        name: '',
        levels: [{ smallBlind: 0, bigBlind: 50, ante: 0, durationMinutes: 20 }],
        chips: [{ value: 25, color: '', quantity: 0 }],
      }),
    ).toEqual({
      name: 'Name is required',
      'levels.0.smallBlind': 'Small blind must be at least 1',
      'chips.0.color': 'Colour is required',
      'chips.0.quantity': 'Quantity must be at least 1',
    });
    expect(templateFieldErrors(valid())).toEqual({});
  });
});

describe('breaks in a template (docs/product.md §10)', () => {
  const colourUp = { smallBlind: 0, bigBlind: 0, ante: 0, durationMinutes: 10, isBreak: true };
  const withBreak = (level: unknown): unknown => ({
    ...valid(),
    levels: [valid().levels[0], level, valid().levels[1]],
  });

  it('accepts a break with no blinds, its minutes and a trimmed note', () => {
    const result = validateTemplateDraft(withBreak({ ...colourUp, note: '  Colour up the 25s ' }));
    expect(result.success && result.data.levels).toEqual([
      { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
      { ...colourUp, note: 'Colour up the 25s' },
      { smallBlind: 50, bigBlind: 100, ante: 10, durationMinutes: 20 },
    ]);
  });

  it('a blank or missing note is none, and left-out blinds are 0', () => {
    const result = validateTemplateDraft(
      withBreak({ isBreak: true, durationMinutes: 5, note: ' ' }),
    );
    expect(result.success && result.data.levels[1]).toEqual({
      ...colourUp,
      durationMinutes: 5,
      note: null,
    });
  });

  it('refuses blinds or an ante on a break, naming the break', () => {
    expect(messageOf(withBreak({ ...colourUp, bigBlind: 100 }))).toBe(
      `Break 1: ${breakMessages.noBlinds}`,
    );
    expect(messageOf(withBreak({ ...colourUp, ante: 25 }))).toBe(
      `Break 1: ${breakMessages.noBlinds}`,
    );
  });

  it('a break lasts at least a minute and its note at most 80 characters', () => {
    expect(messageOf(withBreak({ ...colourUp, durationMinutes: 0 }))).toBe(
      'Break 1: Duration must be at least 1 minute',
    );
    expect(messageOf(withBreak({ ...colourUp, note: 'x'.repeat(80) }))).toBeNull();
    expect(messageOf(withBreak({ ...colourUp, note: 'x'.repeat(81) }))).toBe(
      'Break 1: Break note must be at most 80 characters',
    );
  });

  it('a playing level keeps its minimums and has no note; rows after a break keep their level number', () => {
    expect(
      messageOf({
        ...valid(),
        levels: [valid().levels[0], colourUp, { ...valid().levels[1], bigBlind: 1 }],
      }),
    ).toBe('Level 2: Big blind must be at least 2');
    expect(messageOf(withBreak({ ...colourUp, isBreak: false }))).toBe(
      'Level 2: Small blind must be at least 1',
    );
    expect(messageOf({ ...valid(), levels: [{ ...valid().levels[0], note: 'Dinner' }] })).toBe(
      `Level 1: ${breakMessages.noteOnLevel}`,
    );
  });

  it('needs at least one level that is not a break', () => {
    expect(messageOf({ ...valid(), levels: [colourUp] })).toBe(breakMessages.needsPlayingLevel);
  });

  it('Add level after a break goes on from the last playing level', () => {
    const levels = [valid().levels[1]!, colourUp];
    expect(nextBlindLevel(colourUp, levels)).toEqual({
      smallBlind: 100,
      bigBlind: 200,
      ante: 20,
      durationMinutes: 20,
    });
    expect(nextBlindLevel(colourUp, [colourUp])).toEqual(nextBlindLevel(undefined));
  });

  it('opens a break for editing and saves it with its note', () => {
    const saved = levelsWithIds('custom-abc', [
      valid().levels[0]!,
      { ...colourUp, note: 'Dinner' },
    ]);
    expect(saved[1]).toEqual({ id: 'custom-abc-level-2', ...colourUp, note: 'Dinner' });
    expect(saved[0]).not.toHaveProperty('isBreak');
    const draft = templateToDraft({ ...findBuiltInTemplate('standard')!, levels: saved });
    expect(draft.levels[1]).toEqual({ ...colourUp, note: 'Dinner' });
  });
});

describe('editor helpers', () => {
  it('a new template starts with one level and one chip', () => {
    expect(emptyTemplateDraft()).toEqual({
      name: '',
      levels: [{ smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 }],
      chips: [{ value: 25, color: CHIP_COLORS.red, quantity: 20 }],
    });
  });

  it('opens an existing template without its level ids', () => {
    const draft = templateToDraft(findBuiltInTemplate('turbo')!);
    expect(draft.name).toBe('Turbo Tournament');
    expect(draft.levels[1]).toEqual({
      smallBlind: 50,
      bigBlind: 100,
      ante: 25,
      durationMinutes: 10,
    });
  });

  it('gives saved levels ids unique to their template', () => {
    expect(levelsWithIds('custom-abc', valid().levels).map((l) => l.id)).toEqual([
      'custom-abc-level-1',
      'custom-abc-level-2',
    ]);
  });
});
