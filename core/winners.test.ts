import { describe, expect, it } from 'vitest';
import { placeLabel, validateWinners, WINNER_PLACES, winnerMessages } from './winners';

const w = (place: number, userId: string, prizeCents: number) => ({ place, userId, prizeCents });

describe('validateWinners', () => {
  it('needs at least one winner', () => {
    expect(validateWinners([])).toBe('Please select at least one winner');
  });

  it('accepts descending prizes and a lone winner', () => {
    expect(validateWinners([w(1, 'a', 5000), w(2, 'b', 3000), w(3, 'c', 1000)])).toBeNull();
    expect(validateWinners([w(1, 'a', 0)])).toBeNull();
  });

  it('requires 1st > 2nd and 2nd > 3rd only when both are nonzero', () => {
    expect(validateWinners([w(1, 'a', 3000), w(2, 'b', 3000)])).toBe(
      '1st place prize must be greater than 2nd place',
    );
    expect(validateWinners([w(1, 'a', 5000), w(2, 'b', 1000), w(3, 'c', 2000)])).toBe(
      '2nd place prize must be greater than 3rd place',
    );
    expect(validateWinners([w(1, 'a', 0), w(2, 'b', 3000), w(3, 'c', 0)])).toBeNull();
    expect(validateWinners([w(1, 'a', 1000), w(3, 'c', 5000)])).toBeNull();
  });

  it('refuses negative prizes, repeated places and a player placed twice', () => {
    expect(validateWinners([w(1, 'a', -1)])).toBe(winnerMessages.negativePrize);
    expect(validateWinners([w(1, 'a', 10), w(1, 'b', 5)])).toBe(winnerMessages.placeOnce);
    expect(validateWinners([w(1, 'a', 10), w(2, 'a', 5)])).toBe(winnerMessages.playerOnce);
    expect(validateWinners([w(4, 'a', 10)])).toBe(winnerMessages.placeRange);
  });
});

describe('places', () => {
  it('are labelled 1st, 2nd and 3rd', () => {
    expect(WINNER_PLACES.map(placeLabel)).toEqual(['1st', '2nd', '3rd']);
    expect([4, 11, 12, 13, 21, 22, 23, 101, 111].map(placeLabel)).toEqual([
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('may leave 2nd empty: 1st and 3rd are then not compared', () => {
    expect(validateWinners([w(1, 'a', 500), w(3, 'b', 900)])).toBeNull();
    expect(validateWinners([w(2, 'b', 100), w(3, 'c', 100)])).toBe(winnerMessages.secondOverThird);
  });

  it('takes prizes up to $1,000,000', () => {
    expect(validateWinners([w(1, 'a', 100_000_000)])).toBeNull();
    expect(validateWinners([w(1, 'a', 100_000_001)])).toBe('Prizes must be at most $1,000,000');
    expect(validateWinners([w(1, 'a', 2_000_000_000)])).toBe('Prizes must be at most $1,000,000');
  });

  it('refuses fractions of a cent', () => {
    expect(validateWinners([w(1, 'a', 10.5)])).toBe(winnerMessages.wholeCents);
  });
});
