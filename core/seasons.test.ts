import { describe, expect, it } from 'vitest';
import { currentSeasonOf, inSeason, seasonErrors, seasonMessages } from './seasons';

const at = (iso: string) => new Date(iso);

describe('seasonErrors', () => {
  it('needs a name and an end after the start', () => {
    expect(
      seasonErrors({
        name: ' Spring ',
        startsAt: at('2027-01-01T00:00:00Z'),
        endsAt: at('2027-04-01T00:00:00Z'),
      }),
    ).toEqual({});
    expect(
      seasonErrors({
        name: '  ',
        startsAt: at('2027-04-01T00:00:00Z'),
        endsAt: at('2027-04-01T00:00:00Z'),
      }),
    ).toEqual({ name: seasonMessages.nameRequired, endsAt: seasonMessages.endsAfterStart });
    expect(
      seasonErrors({
        name: 'x'.repeat(101),
        startsAt: at('2027-04-01T00:00:00Z'),
        endsAt: at('2027-01-01T00:00:00Z'),
      }),
    ).toEqual({
      name: 'Season name must be at most 100 characters',
      endsAt: seasonMessages.endsAfterStart,
    });
  });
});

describe('inSeason and currentSeasonOf', () => {
  const spring = {
    id: 'a',
    startsAt: at('2027-01-01T00:00:00Z'),
    endsAt: at('2027-04-01T00:00:00Z'),
  };
  const year = {
    id: 'b',
    startsAt: at('2026-12-01T00:00:00Z'),
    endsAt: at('2027-12-01T00:00:00Z'),
  };

  it('counts from the start up to, not including, the end', () => {
    expect(inSeason(spring, spring.startsAt)).toBe(true);
    expect(inSeason(spring, at('2027-03-31T23:59:59Z'))).toBe(true);
    expect(inSeason(spring, spring.endsAt)).toBe(false);
    expect(inSeason(spring, at('2026-12-31T23:59:59Z'))).toBe(false);
  });

  it('takes the running season that started last, none between seasons', () => {
    expect(currentSeasonOf([spring, year], at('2027-02-01T00:00:00Z'))).toBe(spring);
    expect(currentSeasonOf([year, spring], at('2027-02-01T00:00:00Z'))).toBe(spring);
    expect(currentSeasonOf([spring, year], at('2027-05-01T00:00:00Z'))).toBe(year);
    expect(currentSeasonOf([spring], at('2027-05-01T00:00:00Z'))).toBeNull();
    expect(currentSeasonOf([], at('2027-05-01T00:00:00Z'))).toBeNull();
  });
});
