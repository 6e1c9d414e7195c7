import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_TEMPLATES,
  CHIP_COLORS,
  chipColorName,
  findBuiltInTemplate,
  isBuiltInTemplateId,
  isCustomTemplateId,
} from './templates';

const levelsOf = (id: string) =>
  findBuiltInTemplate(id)!.levels.map((l) => [l.smallBlind, l.bigBlind, l.ante, l.durationMinutes]);
const chipsOf = (id: string) =>
  findBuiltInTemplate(id)!.chips.map((c) => [c.value, c.quantity, c.color]);

describe('built-in templates (docs/product.md §9)', () => {
  it('are Standard, Turbo and High Roller, in that order, all built in', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => [t.id, t.name, t.builtIn])).toEqual([
      ['standard', 'Standard Tournament', true],
      ['turbo', 'Turbo Tournament', true],
      ['high-roller', 'High Roller Tournament', true],
    ]);
  });

  it('Standard: Standard Structure, 8 levels with the blinds, antes and durations of §9', () => {
    const standard = findBuiltInTemplate('standard')!;
    expect(standard.blindStructureName).toBe('Standard Structure');
    expect(levelsOf('standard')).toEqual([
      [25, 50, 0, 20],
      [50, 100, 0, 20],
      [100, 200, 25, 20],
      [200, 400, 50, 15],
      [300, 600, 75, 15],
      [400, 800, 100, 15],
      [500, 1000, 125, 15],
      [1000, 2000, 250, 10],
    ]);
  });

  it('Standard and Turbo use the Standard Stack: 25/20, 100/20, 500/10, 1000/5 in red, blue, green, black', () => {
    for (const id of ['standard', 'turbo']) {
      expect(findBuiltInTemplate(id)!.chipSetName).toBe('Standard Stack');
      expect(chipsOf(id)).toEqual([
        [25, 20, CHIP_COLORS.red],
        [100, 20, CHIP_COLORS.blue],
        [500, 10, CHIP_COLORS.green],
        [1000, 5, CHIP_COLORS.black],
      ]);
    }
  });

  it('Turbo: 6 levels of 10 and 8 minutes', () => {
    expect(findBuiltInTemplate('turbo')!.blindStructureName).toBe('Turbo Structure');
    expect(levelsOf('turbo')).toEqual([
      [25, 50, 0, 10],
      [50, 100, 25, 10],
      [100, 200, 50, 10],
      [200, 400, 100, 8],
      [400, 800, 200, 8],
      [800, 1600, 400, 8],
    ]);
  });

  it('High Roller: the Turbo levels with blinds and antes times 10, and the High Roller Stack', () => {
    const highRoller = findBuiltInTemplate('high-roller')!;
    expect(highRoller.blindStructureName).toBe('High Roller Structure');
    expect(levelsOf('high-roller')).toEqual(
      levelsOf('turbo').map(([sb, bb, ante, minutes]) => [sb! * 10, bb! * 10, ante! * 10, minutes]),
    );
    expect(levelsOf('high-roller')[0]).toEqual([250, 500, 0, 10]);
    expect(highRoller.chipSetName).toBe('High Roller Stack');
    expect(chipsOf('high-roller')).toEqual([
      [100, 20, CHIP_COLORS.red],
      [500, 20, CHIP_COLORS.blue],
      [1000, 15, CHIP_COLORS.green],
      [5000, 10, CHIP_COLORS.black],
      [10000, 5, CHIP_COLORS.purple],
    ]);
  });

  it('colours are hex: red, blue, green, black, purple', () => {
    expect(CHIP_COLORS).toEqual({
      red: '#ff0000',
      blue: '#0000ff',
      green: '#008000',
      black: '#000000',
      purple: '#800080',
    });
  });

  it('level ids are unique across all built-in templates', () => {
    const ids = BUILT_IN_TEMPLATES.flatMap((t) => t.levels.map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cannot be mutated by accident', () => {
    const standard = findBuiltInTemplate('standard')!;
    expect(() => {
      standard.levels[0]!.smallBlind = 1;
    }).toThrow();
    expect(standard.levels[0]!.smallBlind).toBe(25);
  });

  it('tells built-in ids from custom ones', () => {
    expect(isBuiltInTemplateId('turbo')).toBe(true);
    expect(isBuiltInTemplateId('custom-1')).toBe(false);
    expect(isCustomTemplateId('custom-1')).toBe(true);
    expect(isCustomTemplateId('standard')).toBe(false);
  });
});

describe('chipColorName', () => {
  it('names the standard colours and keeps any other as its hex code', () => {
    expect(chipColorName('#ff0000')).toBe('Red');
    expect(chipColorName('#800080')).toBe('Purple');
    expect(chipColorName('#000000')).toBe('Black');
    expect(chipColorName('#FFD43B')).toBe('Yellow');
    expect(chipColorName('#123abc')).toBe('#123abc');
  });
});
