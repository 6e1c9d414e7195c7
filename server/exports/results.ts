// GET /export/groups/{id}/results.csv: every completed event of a group with everyone who played
// it — date, event, place, player, prize, bounties, buy-in — for the owner and admins. Prize and
// bounties are two columns, as the event's Results card shows them (issue 28; docs/product.md §10).
// Display names only, never an e-mail address; dates in the downloader's time zone.
import { FALLBACK_PERSON_NAME } from '../../core/people';
import type { DomainContext } from '../context';
import { resultLinesOf } from '../groups';
import { groupForDashboard } from './access';
import { csvFilename, moneyCell, textCell, toCsv } from './csv';

export const RESULTS_HEADER = [
  'Date',
  'Event',
  'Place',
  'Player',
  'Prize',
  'Bounties',
  'Buy-in',
] as const;

export interface CsvFile {
  filename: string;
  body: string;
}

/** A calendar date as spreadsheets read it everywhere: 2026-11-20. */
function isoDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export async function groupResultsCsv(ctx: DomainContext, groupId: string): Promise<CsvFile> {
  const group = await groupForDashboard(ctx, groupId);
  const { timezone } = ctx.requireMember();
  const lines = await resultLinesOf(ctx.db, group.id);
  const rows = lines.map((line) => [
    isoDate(line.startsAt, timezone),
    textCell(line.title),
    line.place ?? '',
    textCell(line.displayName.trim() || FALLBACK_PERSON_NAME),
    moneyCell(line.prizeCents),
    moneyCell(line.bountyCents),
    moneyCell(line.buyInCents),
  ]);
  return { filename: csvFilename(group.name, 'results'), body: toCsv(RESULTS_HEADER, rows) };
}
