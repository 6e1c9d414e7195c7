import { describe, expect, it } from 'vitest';
import {
  reconcileEntries,
  addOnProblem,
  bustProblem,
  chopProblem,
  chopStacksProblem,
  finishProblem,
  nextFinishPlace,
  placesAfterRestore,
  playersLeft,
  rebuyProblem,
  restoreProblem,
  startProblem,
  startsEarly,
  tournamentMessages as m,
  type EntryPlace,
} from './tournament';

const field = (places: (number | null)[]): EntryPlace[] =>
  places.map((finishPlace, i) => ({ userId: `u${i + 1}`, finishPlace }));

describe('places from the bottom', () => {
  it('gives the next bust the place equal to the players left', () => {
    let entries = field(Array<null>(9).fill(null));
    const order = ['u4', 'u7', 'u1'];
    for (const userId of order) {
      const place = nextFinishPlace(entries);
      entries = entries.map((e) => (e.userId === userId ? { ...e, finishPlace: place } : e));
    }
    expect(entries.filter((e) => e.finishPlace !== null)).toEqual([
      { userId: 'u1', finishPlace: 7 },
      { userId: 'u4', finishPlace: 9 },
      { userId: 'u7', finishPlace: 8 },
    ]);
    expect(playersLeft(entries)).toBe(6);
  });
});

describe('startProblem and startsEarly', () => {
  const startsAt = new Date('2026-11-24T19:00:00Z');
  it('needs at least 2 players, whenever the event is', () => {
    expect(startProblem(8)).toBeNull();
    expect(startProblem(1)).toBe('A tournament needs at least 2 players.');
  });
  it('calls a start more than an hour ahead early (the event then starts now)', () => {
    expect(startsEarly(startsAt, new Date('2026-11-24T17:59:59Z'))).toBe(true);
    expect(startsEarly(startsAt, new Date('2026-11-24T18:00:00Z'))).toBe(false);
    expect(startsEarly(startsAt, new Date('2026-11-25T02:00:00Z'))).toBe(false);
  });
});

describe('bustProblem', () => {
  const entries = field([null, null, 3]);
  it('allows a player still in while another is still in', () => {
    expect(bustProblem('RUNNING', entries, 'u1')).toBeNull();
    expect(bustProblem('PAUSED', entries, 'u1', 'u2')).toBeNull();
  });

  it('says why not', () => {
    expect(bustProblem('FINISHED', entries, 'u1')).toBe(m.over);
    expect(bustProblem('RUNNING', entries, 'stranger')).toBe(m.notAPlayer);
    expect(bustProblem('RUNNING', entries, 'u3')).toBe(m.alreadyOut);
    expect(bustProblem('RUNNING', field([null, 2]), 'u1')).toBe(m.lastPlayer);
    expect(bustProblem('RUNNING', entries, 'u1', 'u1')).toBe(m.selfKnockout);
    expect(bustProblem('RUNNING', entries, 'u1', 'u3')).toBe(m.knockoutByOut);
    expect(bustProblem('RUNNING', entries, 'u1', 'stranger')).toBe(m.knockoutByOut);
  });
});

describe('restoring a bust', () => {
  it('restores any busted player, and only before the end', () => {
    const entries = field([null, null, 3, 4]);
    expect(restoreProblem('RUNNING', entries, 'u4')).toBeNull();
    expect(restoreProblem('RUNNING', entries, 'u3')).toBeNull();
    expect(restoreProblem('RUNNING', entries, 'u1')).toBe(m.notOut);
    expect(restoreProblem('RUNNING', entries, 'nobody')).toBe(m.notAPlayer);
    expect(restoreProblem('FINISHED', entries, 'u4')).toBe(m.over);
  });

  it('moves everyone who went out later one place down, as if the bust never happened', () => {
    // 6 players: u6 out 6th, u5 5th, u4 4th. u6's bust was a mistake: u5 really went out with 6
    // players in (6th) and u4 with 5 (5th); the next bust is 4th again.
    const entries = field([null, null, null, 4, 5, 6]);
    const after = placesAfterRestore(entries, 'u6');
    expect(after).toEqual(field([null, null, null, 5, 6, null]));
    expect(nextFinishPlace(after)).toBe(4);
    // Restoring the latest bust changes nobody else.
    expect(placesAfterRestore(entries, 'u4')).toEqual(field([null, null, null, null, 5, 6]));
  });

  it('keeps places a gap-free run from the bottom through any busts and restores', () => {
    let entries = field(Array<null>(7).fill(null));
    const bust = (userId: string) => {
      const place = nextFinishPlace(entries);
      entries = entries.map((e) => (e.userId === userId ? { ...e, finishPlace: place } : e));
    };
    bust('u2');
    bust('u5');
    bust('u7');
    entries = placesAfterRestore(entries, 'u5');
    bust('u1');
    entries = placesAfterRestore(entries, 'u2');
    bust('u3');
    const places = entries.flatMap((e) => (e.finishPlace === null ? [] : [e.finishPlace]));
    const left = playersLeft(entries);
    expect([...places].sort((a, b) => a - b)).toEqual(
      Array.from({ length: places.length }, (_, i) => left + 1 + i),
    );
  });
});

describe('rebuys and add-ons', () => {
  const entries = field([null, 2]);
  const levels = Array.from({ length: 6 }, () => ({}));
  const open = { phase: 'RUNNING' as const, levelIndex: 3, levels, amountCents: 1_000 };

  it('are allowed for a player still in while the night runs', () => {
    expect(rebuyProblem(open, entries, 'u1')).toBeNull();
    expect(addOnProblem({ ...open, phase: 'PAUSED' }, entries, 'u1')).toBeNull();
    expect(rebuyProblem({ ...open, openLevels: 4 }, entries, 'u1')).toBeNull();
  });

  it('say why not', () => {
    expect(rebuyProblem({ ...open, amountCents: 0 }, entries, 'u1')).toBe(m.noRebuys);
    expect(addOnProblem({ ...open, amountCents: 0 }, entries, 'u1')).toBe(m.noAddOns);
    expect(rebuyProblem({ ...open, openLevels: 3 }, entries, 'u1')).toBe(m.rebuysClosed);
    expect(addOnProblem({ ...open, openLevels: 3 }, entries, 'u1')).toBe(m.addOnsClosed);
    expect(rebuyProblem({ ...open, phase: 'FINISHED' }, entries, 'u1')).toBe(m.over);
    expect(rebuyProblem(open, entries, 'u2')).toBe(m.playerOut);
    expect(addOnProblem(open, entries, 'u9')).toBe(m.notAPlayer);
  });

  it('count playing levels only, and stay open through the break right after them', () => {
    // Levels 1, 2, break, 3, break, 4.
    const withBreaks = [{}, {}, { isBreak: true }, {}, { isBreak: true }, {}];
    const at = (levelIndex: number) => ({ ...open, levels: withBreaks, levelIndex, openLevels: 2 });
    expect(addOnProblem(at(1), entries, 'u1')).toBeNull();
    expect(addOnProblem(at(2), entries, 'u1')).toBeNull();
    expect(addOnProblem(at(3), entries, 'u1')).toBe(m.addOnsClosed);
    expect(rebuyProblem({ ...at(4), openLevels: 3 }, entries, 'u1')).toBeNull();
    expect(rebuyProblem({ ...at(5), openLevels: 3 }, entries, 'u1')).toBe(m.rebuysClosed);
  });
});

describe('finish and chop', () => {
  it('finishes with exactly one player left', () => {
    expect(finishProblem('RUNNING', field([null, 2, 3]))).toBeNull();
    expect(finishProblem('RUNNING', field([null, null, 3]))).toBe(m.finishNeedsOne);
    expect(finishProblem('FINISHED', field([null, 2, 3]))).toBe(m.over);
  });

  it('chops with 2 to 9 players left', () => {
    expect(chopProblem('RUNNING', field([null, null, 3]))).toBeNull();
    expect(chopProblem('PAUSED', field(Array<null>(9).fill(null)))).toBeNull();
    expect(chopProblem('RUNNING', field(Array<null>(10).fill(null)))).toBe(
      'A chop needs 2 to 9 players left.',
    );
    expect(chopProblem('RUNNING', field([null, 2]))).toBe(m.chopPlayers);
    expect(chopProblem('FINISHED', field([null, null]))).toBe(m.over);
  });

  it('wants a chip count for each player left, once', () => {
    const entries = field([null, null, 3]);
    expect(chopStacksProblem(entries, [{ userId: 'u2' }, { userId: 'u1' }])).toBeNull();
    expect(chopStacksProblem(entries, [{ userId: 'u1' }])).toBe(m.stacksForEveryone);
    expect(chopStacksProblem(entries, [{ userId: 'u1' }, { userId: 'u3' }])).toBe(
      m.stacksForEveryone,
    );
    expect(chopStacksProblem(entries, [{ userId: 'u1' }, { userId: 'u2' }, { userId: 'u2' }])).toBe(
      m.stacksForEveryone,
    );
  });
});

describe('reconcileEntries', () => {
  const entry = (userId: string, position: number, finishPlace: number | null = null) => ({
    userId,
    position,
    finishPlace,
  });

  it('enters late joiners after everyone and drops who left before going out, never a place', () => {
    const entries = [entry('a', 0), entry('b', 1), entry('c', 2, 3), entry('d', 4)];
    const { kept, left, joined, nextPosition } = reconcileEntries(entries, ['a', 'd', 'e', 'f']);
    expect(kept.map((e) => e.userId)).toEqual(['a', 'c', 'd']);
    expect(left.map((e) => e.userId)).toEqual(['b']);
    expect(joined).toEqual(['e', 'f']);
    expect(nextPosition).toBe(5);
  });

  it('changes nothing when the players are the entries, and starts positions at 0', () => {
    expect(reconcileEntries([entry('a', 0)], ['a'])).toMatchObject({ left: [], joined: [] });
    expect(reconcileEntries([], ['a']).nextPosition).toBe(0);
  });
});
