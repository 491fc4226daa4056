/**
 * A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +, and between
 * 7 digits (a local number) and 15 (the longest international one, E.164). "555" or "555-555" is not one.
 */
export const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(text) && digits >= 7 && digits <= 15;
}
