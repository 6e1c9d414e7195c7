// Number formatting for the timer's figures: 1,000 / 10,000 with a thousands separator.
const chips = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatChips(value: number): string {
  return chips.format(value);
}

/** Small/big blinds as shown: 1,000/2,000. */
export function formatBlinds(level: { smallBlind: number; bigBlind: number }): string {
  return `${formatChips(level.smallBlind)}/${formatChips(level.bigBlind)}`;
}

/** "100/200, ante 25", or just the blinds when the level has no ante. */
export function formatLevelBlinds(level: {
  smallBlind: number;
  bigBlind: number;
  ante: number;
}): string {
  return `${formatBlinds(level)}${level.ante > 0 ? `, ante ${formatChips(level.ante)}` : ''}`;
}
