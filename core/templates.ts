// Tournament templates: a blind structure plus a chip set. The built-in ones are defined in code
// (docs/product.md §9); custom ones are stored per owner with ids starting "custom-".
export interface BlindLevel {
  id: string;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
  /**
   * A break (colour-up, dinner): no blinds and no ante, only its minutes and a note. Absent on
   * levels saved before breaks existed, and on the built-ins: read as false (core/breaks.ts).
   */
  isBreak?: boolean;
  /** A break's note, e.g. "Colour up the 25s"; null or absent when it has none. */
  note?: string | null;
}

export interface Chip {
  value: number;
  color: string;
  quantity: number;
}

export interface TournamentTemplate {
  id: string;
  name: string;
  builtIn: boolean;
  blindStructureName: string;
  levels: BlindLevel[];
  chipSetName: string;
  chips: Chip[];
}

/** Chip colours as hex (docs/product.md §9: red, blue, green, black, and purple for 10000). */
export const CHIP_COLORS = {
  red: '#ff0000',
  blue: '#0000ff',
  green: '#008000',
  black: '#000000',
  purple: '#800080',
} as const;

/**
 * The colours the template editor offers, by the names people use for chips: the product's five and the
 * other common chip colours. Stored as lower-case hex, shown by name everywhere.
 */
export const CHIP_PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'Red', hex: CHIP_COLORS.red },
  { name: 'Blue', hex: CHIP_COLORS.blue },
  { name: 'Green', hex: CHIP_COLORS.green },
  { name: 'Black', hex: CHIP_COLORS.black },
  { name: 'Purple', hex: CHIP_COLORS.purple },
  { name: 'White', hex: '#ffffff' },
  { name: 'Yellow', hex: '#ffd43b' },
  { name: 'Orange', hex: '#fd7e14' },
  { name: 'Pink', hex: '#f06595' },
  { name: 'Grey', hex: '#868e96' },
];

/**
 * A person's word for a chip colour: a palette colour by name; any other (saved before the
 * editor offered only the palette) as its hex code.
 */
export function chipColorName(color: string): string {
  return CHIP_PALETTE.find(({ hex }) => hex === color.toLowerCase())?.name ?? color;
}

/** Custom template ids start with this; built-in ids never do. */
export const CUSTOM_TEMPLATE_PREFIX = 'custom-';

export function isCustomTemplateId(id: string): boolean {
  return id.startsWith(CUSTOM_TEMPLATE_PREFIX);
}

type LevelTuple = readonly [
  smallBlind: number,
  bigBlind: number,
  ante: number,
  durationMinutes: number,
];

function levelsOf(prefix: string, tuples: readonly LevelTuple[]): BlindLevel[] {
  return tuples.map(([smallBlind, bigBlind, ante, durationMinutes], index) => ({
    id: `${prefix}-level-${index + 1}`,
    smallBlind,
    bigBlind,
    ante,
    durationMinutes,
  }));
}

const STANDARD_LEVELS: readonly LevelTuple[] = [
  [25, 50, 0, 20],
  [50, 100, 0, 20],
  [100, 200, 25, 20],
  [200, 400, 50, 15],
  [300, 600, 75, 15],
  [400, 800, 100, 15],
  [500, 1000, 125, 15],
  [1000, 2000, 250, 10],
];

const TURBO_LEVELS: readonly LevelTuple[] = [
  [25, 50, 0, 10],
  [50, 100, 25, 10],
  [100, 200, 50, 10],
  [200, 400, 100, 8],
  [400, 800, 200, 8],
  [800, 1600, 400, 8],
];

/** High Roller: the Turbo levels with blinds and antes multiplied by 10. */
const HIGH_ROLLER_LEVELS: readonly LevelTuple[] = TURBO_LEVELS.map(
  ([sb, bb, ante, minutes]) => [sb * 10, bb * 10, ante * 10, minutes] as const,
);

const STANDARD_STACK: readonly Chip[] = [
  { value: 25, color: CHIP_COLORS.red, quantity: 20 },
  { value: 100, color: CHIP_COLORS.blue, quantity: 20 },
  { value: 500, color: CHIP_COLORS.green, quantity: 10 },
  { value: 1000, color: CHIP_COLORS.black, quantity: 5 },
];

const HIGH_ROLLER_STACK: readonly Chip[] = [
  { value: 100, color: CHIP_COLORS.red, quantity: 20 },
  { value: 500, color: CHIP_COLORS.blue, quantity: 20 },
  { value: 1000, color: CHIP_COLORS.green, quantity: 15 },
  { value: 5000, color: CHIP_COLORS.black, quantity: 10 },
  { value: 10000, color: CHIP_COLORS.purple, quantity: 5 },
];

function freezeTemplate(template: TournamentTemplate): TournamentTemplate {
  template.levels.forEach((level) => Object.freeze(level));
  template.chips.forEach((chip) => Object.freeze(chip));
  Object.freeze(template.levels);
  Object.freeze(template.chips);
  return Object.freeze(template);
}

/** The three built-in templates of docs/product.md §9, in the order the Templates dropdown lists them. */
export const BUILT_IN_TEMPLATES: readonly TournamentTemplate[] = Object.freeze([
  freezeTemplate({
    id: 'standard',
    name: 'Standard Tournament',
    builtIn: true,
    blindStructureName: 'Standard Structure',
    levels: levelsOf('standard', STANDARD_LEVELS),
    chipSetName: 'Standard Stack',
    chips: STANDARD_STACK.map((chip) => ({ ...chip })),
  }),
  freezeTemplate({
    id: 'turbo',
    name: 'Turbo Tournament',
    builtIn: true,
    blindStructureName: 'Turbo Structure',
    levels: levelsOf('turbo', TURBO_LEVELS),
    chipSetName: 'Standard Stack',
    chips: STANDARD_STACK.map((chip) => ({ ...chip })),
  }),
  freezeTemplate({
    id: 'high-roller',
    name: 'High Roller Tournament',
    builtIn: true,
    blindStructureName: 'High Roller Structure',
    levels: levelsOf('high-roller', HIGH_ROLLER_LEVELS),
    chipSetName: 'High Roller Stack',
    chips: HIGH_ROLLER_STACK.map((chip) => ({ ...chip })),
  }),
]);

export const DEFAULT_TEMPLATE_ID = 'standard';

export function findBuiltInTemplate(id: string): TournamentTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((template) => template.id === id);
}

export function isBuiltInTemplateId(id: string): boolean {
  return findBuiltInTemplate(id) !== undefined;
}

/** A custom template's blind structure and chip set take their names from the template's name. */
export function customBlindStructureName(name: string): string {
  return `${name} Structure`;
}

export function customChipSetName(name: string): string {
  return `${name} Chips`;
}
