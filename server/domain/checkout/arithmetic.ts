/** Integer arithmetic on minor units: every division rounds half up, never through a float. */

/** round_half_up(amount × numerator / denominator) for non-negative amounts. */
export function mulDivRoundHalfUp(amount: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  return (amount * numerator * 2n + denominator) / (denominator * 2n);
}

/** Percent of a whole (0 to 100), rounded to whole percent. */
export function wholePercent(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number(mulDivRoundHalfUp(part, 100n, whole));
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder), so that the parts add up to `amount`
 * exactly. Ties go to the earlier weight. All weights zero: nothing is split.
 */
export function splitProportionally(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) return weights.map(() => 0n);
  const shares = weights.map((weight) => (amount * weight) / total);
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

export function sum(amounts: Iterable<bigint>): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}
