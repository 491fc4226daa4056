/** VIN rules shared by the form, the listings service and the decoder. */
export const VIN_LENGTH = 17;
/** 17 characters, digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLIT: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a VIN should carry: '0'-'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i].toUpperCase();
    const value = /\d/.test(c) ? Number(c) : TRANSLIT[c] ?? 0;
    sum += value * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function isVinCheckDigitValid(vin: string): boolean {
  const v = vin.toUpperCase();
  return VIN_PATTERN.test(v) && vinCheckDigit(v) === v[8];
}
