import { describe, expect, it } from 'vitest';
import {
  canRecordResults,
  eventState,
  hasStarted,
  isOpen,
  isUpcoming,
  stateLabel,
} from './lifecycle';

const now = new Date('2026-11-22T20:00:00Z');
const at = (iso: string, resultsRecorded = false) => ({ startsAt: new Date(iso), resultsRecorded });

describe('event lifecycle', () => {
  it('is upcoming until the start, which itself still counts as upcoming (docs/product.md §4)', () => {
    expect(eventState(at('2026-11-23T20:00:00Z'), now)).toBe('upcoming');
    expect(eventState(at('2026-11-22T20:00:00Z'), now)).toBe('upcoming');
    expect(hasStarted(new Date('2026-11-22T20:00:00Z'), now)).toBe(false);
    expect(eventState(at('2026-11-22T19:59:59.999Z'), now)).toBe('in_progress');
  });

  it('is in progress once started and until results are recorded, however long that takes', () => {
    expect(eventState(at('2026-11-22T18:00:00Z'), now)).toBe('in_progress');
    expect(eventState(at('2025-01-01T18:00:00Z'), now)).toBe('in_progress');
    expect(eventState(at('2026-11-22T18:00:00Z', true), now)).toBe('completed');
  });

  it('lists only events that have not started as upcoming', () => {
    expect(isUpcoming(at('2026-11-23T20:00:00Z'), now)).toBe(true);
    expect(isUpcoming(at('2026-11-21T20:00:00Z'), now)).toBe(false);
    // Results stored for a future start (only old data can have that) are not upcoming either.
    expect(isUpcoming(at('2026-11-23T20:00:00Z', true), now)).toBe(false);
  });

  it('opens joining and cancelling before the start, results after it', () => {
    expect([isOpen('upcoming'), isOpen('in_progress'), isOpen('completed')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      canRecordResults('upcoming'),
      canRecordResults('in_progress'),
      canRecordResults('completed'),
    ]).toEqual([false, true, true]);
  });

  it('labels an evening in progress, then awaiting results after its 4 hours (docs/product.md §9)', () => {
    const label = (iso: string, recorded = false) =>
      stateLabel(eventState(at(iso, recorded), now), new Date(iso), now);
    expect(label('2026-11-23T20:00:00Z')).toBe('Upcoming');
    expect(label('2026-11-22T16:00:01Z')).toBe('In progress');
    expect(label('2026-11-22T16:00:00Z')).toBe('Awaiting results');
    expect(label('2026-11-22T16:00:00Z', true)).toBe('Completed');
  });
});
