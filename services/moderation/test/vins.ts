import { vinCheckDigit } from '@rl/contracts';

/** A VIN with a correct check digit, from 17 characters with '_' at position 9. */
export function vinWith(template: string): string {
  if (template.length !== 17 || template[8] !== '_') throw new Error(`bad VIN template ${template}`);
  const draft = template.replace('_', '0');
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

/** The same VIN with a wrong check digit. */
export function vinWithBadCheckDigit(template: string): string {
  const good = vinWith(template);
  const wrong = good[8] === '1' ? '2' : '1';
  return good.slice(0, 8) + wrong + good.slice(9);
}
