// Splitting money in whole cents (payouts, chops): every split adds up to the money shared
// exactly, and the cents that rounding down leaves over go one each to the largest remainders
// (largest-remainder rounding); ties go to the larger claim (a bigger stack, a larger percent),
// then to the one listed first. The one leftover-cent rule of the product (docs/product.md §10).

/** A share rounded down, and what was cut off: compared only within one split. */
interface Rounded {
  whole: number;
  rest: number | bigint;
}

/** Hands the cents `total` has beyond the rounded-down shares to the largest rests, one each. */
function handOutLeftover(
  shares: readonly Rounded[],
  total: number,
  priority: readonly number[],
): number[] {
  const result = shares.map((s) => s.whole);
  let left = total - result.reduce((a, b) => a + b, 0);
  const order = shares
    .map((share, index) => ({ rest: share.rest, index }))
    .sort(
      (a, b) =>
        (a.rest === b.rest ? 0 : b.rest > a.rest ? 1 : -1) ||
        (priority[b.index] ?? 0) - (priority[a.index] ?? 0) ||
        a.index - b.index,
    );
  for (let i = 0; left > 0; i = (i + 1) % order.length, left -= 1) result[order[i]!.index]! += 1;
  return result;
}

/**
 * `total` whole cents in proportion to `weights` (non-negative safe integers, not all 0),
 * exactly: BigInt, as a pool of $21M times a stack of 2³¹ chips passes 2⁵³.
 */
export function splitInProportion(
  total: number,
  weights: readonly number[],
  priority: readonly number[] = weights,
): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const pool = BigInt(total);
  const shares = weights.map((w) => ({
    whole: Number((pool * BigInt(w)) / sum),
    rest: (pool * BigInt(w)) % sum,
  }));
  return handOutLeftover(shares, total, priority);
}

/**
 * Rounds `values` (floats that add up to `total`, give or take float error, as ICM's expected
 * prizes) to whole cents that add up to `total` exactly, by the same rule.
 */
export function roundToTotal(
  values: readonly number[],
  total: number,
  priority: readonly number[] = [],
): number[] {
  // Float sums land a hair off whole cents (2999.9999999997); snap those so they do not claim a
  // remainder cent they do not deserve.
  const snapped = values.map((v) => (Math.abs(v - Math.round(v)) < 1e-6 ? Math.round(v) : v));
  const shares = snapped.map((v) => ({ whole: Math.floor(v), rest: v - Math.floor(v) }));
  return handOutLeftover(shares, total, priority);
}
