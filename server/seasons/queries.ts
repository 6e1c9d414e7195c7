// Reading seasons: a group's seasons and the current one for whoever may see the group, and a
// season's standings computed by core/points from its counted games (store.ts).
import { seasonStandings, type SeasonStandingRow } from '../../core/points';
import { currentSeasonOf } from '../../core/seasons';
import type { GroupRow } from '../../db/schema';
import type { DomainContext } from '../context';
import * as groups from '../groups';
import { formulaOf } from './formulas';
import type { SeasonRow } from './store';

type Ctx = Pick<DomainContext, 'viewer' | 'loaders'>;

/** The group's seasons, latest start first; none for those who cannot see the group. */
export async function seasonsOf(ctx: Ctx, group: GroupRow): Promise<SeasonRow[]> {
  if (!(await groups.canSee(ctx, group))) return [];
  return ctx.loaders.seasons.ofGroup.load(group.id);
}

/** The season running now (core/seasons currentSeasonOf), or null. */
export async function currentSeasonFor(
  ctx: Ctx,
  group: GroupRow,
  now = new Date(),
): Promise<SeasonRow | null> {
  return currentSeasonOf(await seasonsOf(ctx, group), now);
}

/** The season's standings by its formula, names ordering ties (core/points seasonStandings). */
export async function standingsOf(ctx: Ctx, season: SeasonRow): Promise<SeasonStandingRow[]> {
  const lines = await ctx.loaders.seasons.games.load(season.id);
  const byEvent = new Map<string, typeof lines>();
  for (const line of lines) byEvent.set(line.eventId, [...(byEvent.get(line.eventId) ?? []), line]);
  const games = [...byEvent.values()].map((players) => ({
    // A place beyond the field (a stray result row) is scored as unrecorded: last.
    players: players.map((p) => ({
      userId: p.userId,
      place: p.place !== null && p.place <= players.length ? p.place : null,
      prizeCents: p.prizeCents,
    })),
  }));
  const userIds = [...new Set(lines.map((l) => l.userId))];
  const users = await ctx.loaders.userById.loadMany(userIds);
  const players = users.flatMap((u) =>
    u && !(u instanceof Error) ? [{ id: u.id, displayName: u.displayName ?? '' }] : [],
  );
  return seasonStandings(formulaOf[season.pointsFormula], games, players);
}
