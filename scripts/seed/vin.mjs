// Valid VINs for tests and benchmarks: the make's real WMI, the model-year code in position 10, a correct check
// digit, and a letter in position 7 (which puts position 10 in the 2010-2039 cycle: a digit there reads as 1980-2009).
// The demo listings use demo-vins.mjs instead: VINs that decode to their very car.
const YEAR_CODES = { 2015: 'F', 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };
const TRANSLIT = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function check(vin) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (/\d/.test(vin[i]) ? Number(vin[i]) : TRANSLIT[vin[i]]) * WEIGHTS[i];
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Deterministic for a given seed number, so a re-seed produces the same VINs. */
export function demoVin(wmi, year, seed) {
  let x = seed * 2654435761 % 4294967296;
  const next = () => { x = (x * 1103515245 + 12345) % 2147483648; return CHARS[x % CHARS.length]; };
  const letter = () => { let c = next(); while (!/[A-Z]/.test(c)) c = next(); return c; };
  const vds = [next(), next(), next(), letter(), next()].join('');
  const serial = String(100000 + (seed * 7919) % 900000);
  const draft = `${wmi}${vds}0${YEAR_CODES[year] ?? 'N'}${next()}${serial}`;
  return draft.slice(0, 8) + check(draft) + draft.slice(9);
}
