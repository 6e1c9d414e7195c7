// What every domain's DataLoaders need: rows put back in the order of the requested keys.

/** Orders rows to match the requested keys, as DataLoader requires. */
export function byKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

/** Groups rows per requested key, for one-to-many lookups (players of events, …). */
export function groupedByKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const map = new Map<K, R[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}
