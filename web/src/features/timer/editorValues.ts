// The template editor's form values: rows keyed for React, numbers as the inputs hold them (a
// cleared input is ''), and the conversions to and from core's TemplateDraft.
import { randomId } from '@mantine/hooks';
import { isBreakLevel } from '../../../../core/breaks';
import {
  DEFAULT_BREAK,
  nextBlindLevel,
  nextChip,
  type BlindLevelDraft,
  type ChipDraft,
  type TemplateDraft,
} from '../../../../core/template-editor';

type NumberField = number | string;

export interface LevelRow {
  key: string;
  smallBlind: NumberField;
  bigBlind: NumberField;
  ante: NumberField;
  durationMinutes: NumberField;
  /** A break row (docs/product.md §10): only its minutes and note are edited. */
  isBreak: boolean;
  note: string;
}

export interface ChipRow {
  key: string;
  value: NumberField;
  color: string;
  quantity: NumberField;
}

export interface EditorValues {
  name: string;
  levels: LevelRow[];
  chips: ChipRow[];
}

/** An empty input is NaN, so core's schema reports it as required. */
const toNumber = (value: NumberField): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

const toLevel = (row: LevelRow): BlindLevelDraft =>
  row.isBreak
    ? {
        smallBlind: 0,
        bigBlind: 0,
        ante: 0,
        durationMinutes: toNumber(row.durationMinutes),
        isBreak: true,
        note: row.note,
      }
    : {
        smallBlind: toNumber(row.smallBlind),
        bigBlind: toNumber(row.bigBlind),
        ante: toNumber(row.ante),
        durationMinutes: toNumber(row.durationMinutes),
      };

const toRow = (level: BlindLevelDraft): LevelRow => ({
  key: randomId(),
  smallBlind: level.smallBlind,
  bigBlind: level.bigBlind,
  ante: level.ante,
  durationMinutes: level.durationMinutes,
  isBreak: isBreakLevel(level),
  note: level.note ?? '',
});

const toChip = (row: ChipRow): ChipDraft => ({
  value: toNumber(row.value),
  color: row.color,
  quantity: toNumber(row.quantity),
});

export function toDraft(values: EditorValues): TemplateDraft {
  return { name: values.name, levels: values.levels.map(toLevel), chips: values.chips.map(toChip) };
}

export function toValues(draft: TemplateDraft): EditorValues {
  return {
    name: draft.name,
    levels: draft.levels.map(toRow),
    chips: draft.chips.map((chip) => ({ key: randomId(), ...chip })),
  };
}

const allFinite = (...numbers: number[]) => numbers.every(Number.isFinite);

/** The row "Add level" appends: core's rule from the last playing row (breaks are skipped), or
 * the default first level when that row is not all numbers yet. */
export function nextLevelRow(rows: readonly LevelRow[]): LevelRow {
  const last = rows.findLast((row) => !row.isBreak);
  const previous = last ? toLevel(last) : undefined;
  const usable =
    previous &&
    allFinite(previous.smallBlind, previous.bigBlind, previous.ante, previous.durationMinutes)
      ? previous
      : undefined;
  return toRow(nextBlindLevel(usable));
}

/** The row "Add break" appends: core's default break, no note yet. */
export function nextBreakRow(): LevelRow {
  return toRow(DEFAULT_BREAK);
}

/** The row "Add chip" appends, by the same reasoning as nextLevelRow. */
export function nextChipRow(last: ChipRow | undefined): ChipRow {
  const previous = last ? toChip(last) : undefined;
  const usable = previous && allFinite(previous.value, previous.quantity) ? previous : undefined;
  return { key: randomId(), ...nextChip(usable) };
}
