// A season's draft rule (issue 13 "League and money"), shared by the server (authority) and the
// New season dialog: a name, a start and an end after it. Seasons may overlap (a winter league
// beside a year-long one); the current season is the one running now that started last.
import type { FieldErrors } from './field-errors';
import { requiredTextProblem } from './limits';

export const seasonMessages = {
  nameRequired: 'Season name is required',
  endsAfterStart: 'A season must end after it starts',
} as const;

export interface SeasonDraft {
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/** Every broken rule, by field, name first. */
export function seasonErrors(draft: SeasonDraft): FieldErrors<keyof SeasonDraft> {
  const errors: FieldErrors<keyof SeasonDraft> = {};
  const name = requiredTextProblem('seasonName', draft.name, seasonMessages.nameRequired);
  if (name) errors.name = name;
  if (!(draft.endsAt.getTime() > draft.startsAt.getTime())) {
    errors.endsAt = seasonMessages.endsAfterStart;
  }
  return errors;
}

/** Whether a game that started at `at` counts in the season: from its start up to its end. */
export function inSeason(season: { startsAt: Date; endsAt: Date }, at: Date): boolean {
  return at.getTime() >= season.startsAt.getTime() && at.getTime() < season.endsAt.getTime();
}

/**
 * The season running at `now` (started, not yet ended); between overlapping ones, the one that
 * started last (then the later id). Null when none is running.
 */
export function currentSeasonOf<S extends { id: string; startsAt: Date; endsAt: Date }>(
  seasons: readonly S[],
  now: Date,
): S | null {
  let current: S | null = null;
  for (const season of seasons) {
    if (!inSeason(season, now)) continue;
    if (
      !current ||
      season.startsAt.getTime() > current.startsAt.getTime() ||
      (season.startsAt.getTime() === current.startsAt.getTime() && season.id > current.id)
    ) {
      current = season;
    }
  }
  return current;
}
