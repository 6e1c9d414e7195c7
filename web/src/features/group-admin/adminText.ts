// The admin dashboard's arithmetic and wording (issue 13), kept out of the components so it is
// tested on its own: who may open the page (core/group-roles' table), the attendance series the
// chart draws, role labels and the export addresses.
import { may, type GroupMemberRole } from '../../../../core/group-roles';

/** The attendance chart covers this many months back from today. */
export const ATTENDANCE_MONTHS = 6;

/** The API's role (OWNER, ADMIN, MEMBER) as core's table spells it; null for no role. */
export function memberRole(role: string | null | undefined): GroupMemberRole | null {
  const lower = role?.toLowerCase();
  return lower === 'owner' || lower === 'admin' || lower === 'member' ? lower : null;
}

/** Whether the viewer may open the dashboard: core's viewDashboard row, as the server decides. */
export function canOpenDashboard(role: string | null | undefined): boolean {
  return may(memberRole(role), 'viewDashboard');
}

export const roleLabel: Record<GroupMemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export interface AttendedEvent {
  id: string;
  title: string;
  startsAt: string;
  status: string;
  playerCount: number;
}

export interface AttendancePoint {
  id: string;
  /** The bar's label: the day in the viewer's zone ("Nov 20"), numbered when a day has two. */
  label: string;
  title: string;
  players: number;
}

/** `months` calendar months before `now` (the same day of the month, or the last one it has). */
export function monthsBefore(now: Date, months: number): Date {
  const from = new Date(now);
  const day = from.getUTCDate();
  from.setUTCDate(1);
  from.setUTCMonth(from.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0)).getUTCDate();
  from.setUTCDate(Math.min(day, lastDay));
  return from;
}

/**
 * Players per completed game over the last ATTENDANCE_MONTHS months, oldest first. A completed
 * game counts whatever its start time: a night finished before the time it was set for was
 * played all the same (issue 28; docs/product.md §10).
 */
export function attendanceSeries(
  events: readonly AttendedEvent[],
  now: Date,
  timeZone: string,
): AttendancePoint[] {
  const since = monthsBefore(now, ATTENDANCE_MONTHS).getTime();
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' });
  const seen = new Map<string, number>();
  return events
    .filter((event) => event.status === 'COMPLETED')
    .filter((event) => Date.parse(event.startsAt) >= since)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((event) => {
      const date = day.format(new Date(event.startsAt));
      const count = (seen.get(date) ?? 0) + 1;
      seen.set(date, count);
      return {
        id: event.id,
        label: count === 1 ? date : `${date} (${count})`,
        title: event.title,
        players: event.playerCount,
      };
    });
}

/** "12 games, 7.5 players on average" — the chart's summary, also read by screen readers. */
export function attendanceSummary(points: readonly AttendancePoint[]): string {
  if (points.length === 0) return `No completed games in the last ${ATTENDANCE_MONTHS} months`;
  const total = points.reduce((sum, point) => sum + point.players, 0);
  const average = Math.round((total / points.length) * 10) / 10;
  const games = points.length === 1 ? '1 game' : `${points.length} games`;
  return `${games} in the last ${ATTENDANCE_MONTHS} months, ${average} ${average === 1 ? 'player' : 'players'} on average`;
}

/** Where the server serves a group's results (server/http/export-routes.ts). */
export const resultsCsvPath = (groupId: string) =>
  `/export/groups/${encodeURIComponent(groupId)}/results.csv`;
