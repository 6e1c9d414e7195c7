import { describe, expect, it } from 'vitest';
import { freePlaces, nextInLine, placeInLine } from './waitlist';

describe('freePlaces', () => {
  it('counts the places under the cap', () => {
    expect(freePlaces(3, 8)).toBe(5);
    expect(freePlaces(8, 8)).toBe(0);
  });
  it('is never negative when the cap is below the players', () => {
    expect(freePlaces(9, 8)).toBe(0);
  });
});

describe('nextInLine', () => {
  const line = ['ann', 'bob', 'cy', 'dee'];
  it('takes the first in line for each free place, in order', () => {
    expect(nextInLine(line, 6, 8)).toEqual(['ann', 'bob']);
    expect(nextInLine(line, 7, 8)).toEqual(['ann']);
  });
  it('takes nobody from a full event', () => {
    expect(nextInLine(line, 8, 8)).toEqual([]);
    expect(nextInLine(line, 10, 8)).toEqual([]);
  });
  it('takes everyone waiting when there are more places than people', () => {
    expect(nextInLine(line, 2, 20)).toEqual(line);
    expect(nextInLine([], 2, 20)).toEqual([]);
  });
  it('leaves the line it was given as it was', () => {
    nextInLine(line, 0, 8);
    expect(line).toEqual(['ann', 'bob', 'cy', 'dee']);
  });
});

describe('placeInLine', () => {
  it('is 1 for the first in line', () => {
    expect(placeInLine(['ann', 'bob'], 'ann')).toBe(1);
    expect(placeInLine(['ann', 'bob'], 'bob')).toBe(2);
  });
  it('is null for someone not waiting', () => {
    expect(placeInLine(['ann'], 'zed')).toBeNull();
  });
});
