// GET /export/groups/{id}/seasons/{seasonId}/standings.csv: a season's standings as the dashboard
// shows them — rank, player, points, games, wins, earnings — for the owner and admins, by the
// season's own formula (seasons' standingsOf, the one computation). Display names only.
import { FALLBACK_PERSON_NAME } from '../../core/people';
import { isUuid } from '../../db/ids';
import type { DomainContext } from '../context';
import { notFound } from '../errors';
import { seasonsOf, standingsOf } from '../seasons';
import { groupForDashboard } from './access';
import { csvFilename, moneyCell, textCell, toCsv } from './csv';
import type { CsvFile } from './results';

export const STANDINGS_HEADER = ['Rank', 'Player', 'Points', 'Games', 'Wins', 'Earnings'] as const;

export const exportMessages = { seasonNotFound: 'Season not found' } as const;

export async function seasonStandingsCsv(
  ctx: DomainContext,
  groupId: string,
  seasonId: string,
): Promise<CsvFile> {
  const group = await groupForDashboard(ctx, groupId);
  // Only this group's seasons: another group's season id is no season here.
  const seasons = isUuid(seasonId) ? await seasonsOf(ctx, group) : [];
  const season = seasons.find((s) => s.id === seasonId);
  if (!season) throw notFound(exportMessages.seasonNotFound);
  const standings = await standingsOf(ctx, season);
  const people = await ctx.loaders.userById.loadMany(standings.map((s) => s.userId));
  const rows = standings.map((line, i) => {
    const person = people[i];
    const name = person && !(person instanceof Error) ? (person.displayName ?? '').trim() : '';
    return [
      line.rank,
      textCell(name || FALLBACK_PERSON_NAME),
      // Hundredths, written exactly as two decimals (a weighted formula's points are fractions).
      moneyCell(line.pointsHundredths),
      line.gamesPlayed,
      line.gamesWon,
      moneyCell(line.earningsCents),
    ];
  });
  return {
    filename: csvFilename(group.name, season.name, 'standings'),
    body: toCsv(STANDINGS_HEADER, rows),
  };
}
