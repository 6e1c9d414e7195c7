// The exports domain: CSV downloads for a group's owner and admins (issue 13's admin dashboard).
// Inside: access.ts (who may) → results.ts and standings.ts (what each file holds) → csv.ts
// (RFC 4180 text).
export { groupForDashboard } from './access';
export { groupResultsCsv, RESULTS_HEADER, type CsvFile } from './results';
export { exportMessages, seasonStandingsCsv, STANDINGS_HEADER } from './standings';
