/** Prices are shown in US dollars with no decimals: "$45,999". (No zod here: browsers import it.) */
export function formatPrice(price: string | number): string {
  const n = typeof price === 'number' ? price : Number(String(price).replace(/[$,\s]/g, ''));
  return `$${Math.round(Number.isFinite(n) ? n : 0).toLocaleString('en-US')}`;
}
