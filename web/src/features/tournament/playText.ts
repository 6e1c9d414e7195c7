// How game night's players card words things: what a player has bought or won
// ("2 rebuys · 1 knockout") and where they sit. Places ("21st") are core/winners' placeLabel.

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 rebuys · 1 add-on · 3 knockouts", leaving out what is zero; '' when all are. */
export function entryTally(entry: { rebuys: number; addOns: number; knockouts: number }): string {
  return [
    entry.rebuys > 0 && count(entry.rebuys, 'rebuy', 'rebuys'),
    entry.addOns > 0 && count(entry.addOns, 'add-on', 'add-ons'),
    entry.knockouts > 0 && count(entry.knockouts, 'knockout', 'knockouts'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Table 1 · Seat 4", or null when the player has no seat. */
export function seatText(entry: { tableName?: string | null; seatNumber?: number | null }) {
  if (!entry.tableName || entry.seatNumber == null) return null;
  return `${entry.tableName} · Seat ${entry.seatNumber}`;
}
