// The template editor's rules (docs/product.md §5): how "Add level", "Add break" and "Add chip" fill
// in a new row, and the validation of a whole template (breaks: docs/product.md §10). The server validates with the same schema as the editor, so the
// messages a person sees in the form are the ones the API returns.
import { z } from 'zod';
import { isBreakLevel, playingLevelNumber } from './breaks';
import { templateLimits, textLimits, textTooLongMessage } from './limits';
import { CHIP_COLORS, type BlindLevel, type Chip, type TournamentTemplate } from './templates';

/**
 * A blind row as the editor and the API input hold it (the id is assigned on save). A break has
 * blinds and ante 0, its minutes and an optional note; a playing level has no note.
 */
export interface BlindLevelDraft {
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
  isBreak?: boolean | null;
  note?: string | null;
}

export type ChipDraft = Chip;

/** What the editor edits and `saveTournamentTemplate` receives. */
export interface TemplateDraft {
  name: string;
  levels: BlindLevelDraft[];
  chips: ChipDraft[];
}

/** The first row of a new template's blind structure and chip set. */
export const DEFAULT_FIRST_LEVEL: Readonly<BlindLevelDraft> = Object.freeze({
  smallBlind: 25,
  bigBlind: 50,
  ante: 0,
  durationMinutes: 20,
});

/** The break "Add break" appends: 10 minutes, no note yet. */
export const DEFAULT_BREAK: Readonly<BlindLevelDraft> = Object.freeze({
  smallBlind: 0,
  bigBlind: 0,
  ante: 0,
  durationMinutes: 10,
  isBreak: true,
  note: null,
});

export const DEFAULT_FIRST_CHIP: Readonly<ChipDraft> = Object.freeze({
  value: 25,
  color: CHIP_COLORS.red,
  quantity: 20,
});

/** The colour a chip added with "Add chip" gets (docs/product.md §5: black). */
export const ADDED_CHIP_COLOR = CHIP_COLORS.black;

/** The minimum quantity of a chip added with "Add chip". */
export const ADDED_CHIP_MIN_QUANTITY = 5;

/**
 * The level "Add level" appends after `previous`: blinds doubled; the ante doubled, or half the
 * previous small blind (rounded down to a whole chip) when the previous ante is zero; the same
 * duration. With no previous level it is the default first level.
 */
export function nextBlindLevel(
  previous: BlindLevelDraft | undefined,
  levels: readonly BlindLevelDraft[] = [],
): BlindLevelDraft {
  // After a break the blinds go on from the last playing level before it.
  if (previous && isBreakLevel(previous)) {
    previous = levels.findLast((level) => !isBreakLevel(level));
  }
  if (!previous) return { ...DEFAULT_FIRST_LEVEL };
  return {
    smallBlind: previous.smallBlind * 2,
    bigBlind: previous.bigBlind * 2,
    ante: previous.ante === 0 ? Math.floor(previous.smallBlind / 2) : previous.ante * 2,
    durationMinutes: previous.durationMinutes,
  };
}

/**
 * The chip "Add chip" appends after `previous`: five times its value, black, and half its
 * quantity rounded down but at least 5. With no previous chip it is the default first chip.
 */
export function nextChip(previous: ChipDraft | undefined): ChipDraft {
  if (!previous) return { ...DEFAULT_FIRST_CHIP };
  return {
    value: previous.value * 5,
    color: ADDED_CHIP_COLOR,
    quantity: Math.max(ADDED_CHIP_MIN_QUANTITY, Math.floor(previous.quantity / 2)),
  };
}

/** A new template as the editor opens it: one level and one chip. */
export function emptyTemplateDraft(): TemplateDraft {
  return { name: '', levels: [{ ...DEFAULT_FIRST_LEVEL }], chips: [{ ...DEFAULT_FIRST_CHIP }] };
}

/** An existing template as the editor opens it for editing. */
export function templateToDraft(template: TournamentTemplate): TemplateDraft {
  return {
    name: template.name,
    levels: template.levels.map(({ smallBlind, bigBlind, ante, durationMinutes, ...level }) =>
      isBreakLevel(level)
        ? { smallBlind, bigBlind, ante, durationMinutes, isBreak: true, note: level.note ?? null }
        : { smallBlind, bigBlind, ante, durationMinutes },
    ),
    chips: template.chips.map(({ value, color, quantity }) => ({ value, color, quantity })),
  };
}

/** A whole number of at least `min`, with the field's label in every message. */
function wholeNumber(label: string, min: number, minMessage: string) {
  return z
    .number({ error: `${label} is required` })
    .refine(Number.isFinite, { message: `${label} is required`, abort: true })
    .refine(Number.isInteger, { message: `${label} must be a whole number`, abort: true })
    .refine((n) => n >= min, { message: minMessage, abort: true })
    .refine((n) => n <= templateLimits.maxNumber, {
      message: `${label} must be at most ${templateLimits.maxNumber}`,
    });
}

export const breakMessages = {
  noBlinds: 'A break has no blinds or ante: leave them at 0',
  noteOnLevel: 'Only a break can have a note',
  needsPlayingLevel: 'At least one level must not be a break',
} as const;

const duration = () => wholeNumber('Duration', 1, 'Duration must be at least 1 minute');

/** A playing level: docs/product.md §5's minimums, and no note. */
export const blindLevelSchema = z.object({
  smallBlind: wholeNumber('Small blind', 1, 'Small blind must be at least 1'),
  bigBlind: wholeNumber('Big blind', 2, 'Big blind must be at least 2'),
  ante: wholeNumber('Ante', 0, 'Ante must be at least 0'),
  durationMinutes: duration(),
  isBreak: z.literal(false).nullish(),
  note: z
    .string()
    .nullish()
    .refine((note) => !note?.trim(), breakMessages.noteOnLevel),
});

/** Zero, or left out (the API's input may omit a break's blinds). */
const noChips = z
  .number({ error: breakMessages.noBlinds })
  .optional()
  .refine((n) => n === undefined || n === 0, breakMessages.noBlinds)
  .transform(() => 0);

/** A break: no blinds, its minutes, and a note of at most 80 characters (blank: none). */
export const breakLevelSchema = z.object({
  smallBlind: noChips,
  bigBlind: noChips,
  ante: noChips,
  durationMinutes: duration(),
  isBreak: z.literal(true),
  note: z
    .string({ error: 'Break note must be text' })
    .nullish()
    .transform((note) => note?.trim() || null)
    .refine((note) => note === null || note.length <= textLimits.breakNote.max, {
      message: textTooLongMessage('breakNote'),
    }),
});

/** Only what each kind of level keeps: a playing level stays as levels were before breaks. */
type LevelOutput =
  | Pick<BlindLevelDraft, 'smallBlind' | 'bigBlind' | 'ante' | 'durationMinutes'>
  | (Omit<BlindLevelDraft, 'isBreak' | 'note'> & { isBreak: true; note: string | null });

/**
 * One row, judged as a break or a playing level by its isBreak, with the issues of the schema
 * that applies (so a playing level's messages are exactly the ones it always had).
 */
export const levelSchema = z.unknown().transform((value, ctx): LevelOutput => {
  const isBreak =
    typeof value === 'object' && value !== null && (value as BlindLevelDraft).isBreak === true;
  const result = (isBreak ? breakLevelSchema : blindLevelSchema).safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  const { smallBlind, bigBlind, ante, durationMinutes } = result.data;
  return 'note' in result.data && result.data.isBreak === true
    ? { smallBlind, bigBlind, ante, durationMinutes, isBreak: true, note: result.data.note }
    : { smallBlind, bigBlind, ante, durationMinutes };
});

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const chipSchema = z.object({
  value: wholeNumber('Chip value', 1, 'Chip value must be at least 1'),
  color: z
    .string({ error: 'Colour is required' })
    .trim()
    .min(1, 'Colour is required')
    .max(textLimits.chipColor.max, textTooLongMessage('chipColor'))
    .regex(HEX_COLOR, 'Colour must be a hex colour such as #ff0000')
    .transform((color) => color.toLowerCase()),
  quantity: wholeNumber('Quantity', 1, 'Quantity must be at least 1'),
});

export const templateDraftSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(textLimits.templateName.max, textTooLongMessage('templateName')),
  levels: z
    .array(levelSchema)
    .min(1, 'At least one blind level is required')
    .max(templateLimits.maxLevels, `A template can have at most ${templateLimits.maxLevels} levels`)
    .refine((levels) => levels.some((level) => !isBreakLevel(level)), {
      message: breakMessages.needsPlayingLevel,
    }),
  chips: z
    .array(chipSchema)
    .min(1, 'At least one chip is required')
    .max(templateLimits.maxChips, `A template can have at most ${templateLimits.maxChips} chips`),
});

/** One problem, located by its path in the draft (`levels.1.bigBlind`), for the form. */
export interface TemplateIssue {
  path: string;
  message: string;
}

export type TemplateValidation =
  | { success: true; data: TemplateDraft }
  | {
      success: false;
      /** The first problem as one sentence, naming its row: "Level 2: Big blind must be at least 2". */
      message: string;
      issues: TemplateIssue[];
    };

/** The rows of the input's levels as the editor names them: "Level 2" (playing levels only), "Break 1". */
function levelRowName(input: unknown, index: number): string {
  const levels = (input as { levels?: unknown } | null)?.levels;
  if (!Array.isArray(levels)) return `Level ${index + 1}`;
  const rows = levels.map((level) => ({
    isBreak: typeof level === 'object' && level !== null && level.isBreak === true,
  }));
  if (!rows[index]?.isBreak) return `Level ${playingLevelNumber(rows, index) ?? index + 1}`;
  return `Break ${rows.slice(0, index + 1).filter((row) => row.isBreak).length}`;
}

function describeIssue(input: unknown, path: PropertyKey[], message: string): string {
  const [list, index] = path;
  if (typeof index === 'number' && list === 'levels') {
    return `${levelRowName(input, index)}: ${message}`;
  }
  if (typeof index === 'number' && list === 'chips') return `Chip ${index + 1}: ${message}`;
  return message;
}

/**
 * Validates a template as docs/product.md §5 requires: name required; small blind ≥ 1, big blind ≥ 2,
 * ante ≥ 0, duration ≥ 1; chip value ≥ 1, quantity ≥ 1, colour required; all whole numbers.
 * A break (§10) has blinds and ante 0, a duration ≥ 1 and a note of at most 80 characters; a
 * template needs at least one level that is not a break.
 * On success the data is normalised (name trimmed, colours lower-case hex, notes trimmed).
 */
export function validateTemplateDraft(input: unknown): TemplateValidation {
  const result = templateDraftSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = result.error.issues[0]!;
  return { success: false, message: describeIssue(input, first.path, first.message), issues };
}

/** The editor's field errors, keyed by path, first message per field. */
export function templateFieldErrors(input: unknown): Record<string, string> {
  const result = validateTemplateDraft(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** Level ids are unique across templates so clients can cache levels by id. */
export function levelsWithIds(
  templateId: string,
  levels: readonly BlindLevelDraft[],
): BlindLevel[] {
  return levels.map(({ smallBlind, bigBlind, ante, durationMinutes, isBreak, note }, index) => {
    const id = `${templateId}-level-${index + 1}`;
    // Only breaks carry isBreak and a note: a playing level is stored as levels always were.
    return isBreak === true
      ? { id, smallBlind, bigBlind, ante, durationMinutes, isBreak: true, note: note ?? null }
      : { id, smallBlind, bigBlind, ante, durationMinutes };
  });
}
