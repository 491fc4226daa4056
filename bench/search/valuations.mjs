// The valuation mix (issue 28): POST /api/valuations for cars of the generated catalog, popular and rare models,
// several model years, mileages, conditions and ZIP codes, some with a price (the listing form's advice).
import { CATALOG } from './catalog.mjs';

const ZIPS = ['90210', '10001', '60614', '77005', '98109', '33139', '30309', '02116'];
const CONDITIONS = ['excellent', 'good', 'good', 'fair'];

/** 24 valuations: every fourth catalog model in turn, years 2018-2024, 8,000-88,000 miles. */
export const VALUATION_MIX = Array.from({ length: 24 }, (_, i) => {
  const [make, model, trims] = CATALOG[(i * 4) % CATALOG.length];
  const year = 2018 + (i % 7);
  const body = {
    year, make, model, trim: i % 3 === 0 ? trims[0] : null, mileage: 8_000 + ((i * 13_000) % 80_000),
    condition: CONDITIONS[i % CONDITIONS.length], zipCode: ZIPS[i % ZIPS.length], ...(i % 2 === 0 ? { price: 30_000 + i * 1_500 } : {}),
  };
  return { name: `${year} ${make} ${model}`, body: JSON.stringify(body) };
});

/** A valuation through `base` (the listings service or a gateway); throws on any answer but 200. */
export const valuationVia = (base, what) => async (v) => {
  const res = await fetch(`${base}/api/valuations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: v.body });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${v.name}: ${what} HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
};
