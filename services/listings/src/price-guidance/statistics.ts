/** Order statistics of small samples (sorted copies; the input is left as it is). */

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Quantile q (0..1) with linear interpolation between order statistics (R's type 7, numpy's default). */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) throw new RangeError('quantile of an empty sample');
  const s = sorted(xs);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

export const median = (xs: readonly number[]) => quantile(xs, 0.5);

/** Median absolute deviation from the median (unscaled). */
export function mad(xs: readonly number[]): number {
  const m = median(xs);
  return median(xs.map((x) => Math.abs(x - m)));
}
