import { isVinCheckDigitValid, VIN_LENGTH, VIN_PATTERN } from '@rl/contracts';

/** Spec §5 VIN rules, plus the check digit (9th character) every North American VIN carries. */
export function vinProblem(raw: string): string | undefined {
  const vin = raw.trim().toUpperCase();
  if (vin === '') return 'VIN is required';
  if (vin.length !== VIN_LENGTH) return 'VIN must be exactly 17 characters';
  if (!VIN_PATTERN.test(vin)) return 'VIN may only contain digits and letters other than I, O and Q';
  if (!isVinCheckDigitValid(vin)) {
    return 'This VIN does not pass the check-digit test (9th character). Please check it for typos.';
  }
  return undefined;
}

/** Letters and digits only, upper case, at most 17 (what the VIN input keeps of what is typed or pasted). */
export function cleanVinInput(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, VIN_LENGTH);
}
