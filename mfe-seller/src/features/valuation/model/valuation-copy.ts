import type { Valuation } from '@rl/contracts';

/** "18 comparable cars · 6 within 100 miles of 90210 · 2 sold here" */
export function basisLine(v: Valuation, zipCode?: string): string {
  const parts = [`${v.comparables} comparable ${v.comparables === 1 ? 'car' : 'cars'}`];
  if (v.nearby !== null && zipCode) parts.push(`${v.nearby} within ${v.radiusMiles} miles of ${zipCode}`);
  if (v.sales > 0) parts.push(`${v.sales} sold on our platform`);
  return parts.join(' · ');
}
