import { VIN_LENGTH, vinCheckDigit, type FieldProblem } from '@rl/contracts';

const ALLOWED = /^[A-HJ-NPR-Z0-9]$/;

/** The VIN's problem in words, or null when its length, characters and check digit are right. */
export function vinProblem(raw: string): FieldProblem | null {
  const vin = raw.trim().toUpperCase();
  if (vin.length !== VIN_LENGTH) return { field: 'vin', message: `VIN must be exactly ${VIN_LENGTH} characters (got ${vin.length})` };
  const bad = [...vin].map((c, i) => ({ c, pos: i + 1 })).filter(({ c }) => !ALLOWED.test(c));
  if (bad.length > 0) {
    const list = bad.map(({ c, pos }) => `'${c}' at position ${pos}`).join(', ');
    const hint = bad.some(({ c }) => c === 'I' || c === 'O' || c === 'Q') ? ' (I, O and Q are never used in VINs)' : '';
    return { field: 'vin', message: `VIN may only contain digits and letters other than I, O and Q: found ${list}${hint}` };
  }
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected) {
    return { field: 'vin', message: `VIN check digit (position 9) is '${vin[8]}' but the other characters require '${expected}': the VIN is mistyped` };
  }
  return null;
}
