// A level from the API as core's BlindLevel: only a break carries isBreak and its note, so a
// playing level is the same object it was before breaks (and stored timer states compare equal).
import type { BlindLevel } from '../../../../core/templates';

export interface ApiLevel {
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
  isBreak?: boolean | null;
  note?: string | null;
}

export function toBlindLevel(id: string, level: ApiLevel): BlindLevel {
  const { smallBlind, bigBlind, ante, durationMinutes } = level;
  return level.isBreak === true
    ? { id, smallBlind, bigBlind, ante, durationMinutes, isBreak: true, note: level.note ?? null }
    : { id, smallBlind, bigBlind, ante, durationMinutes };
}
