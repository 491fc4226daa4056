import { formatPrice, type FieldChange } from '@rl/contracts';

/** A changed field's value as a moderator reads it ("—" for empty). */
export function changeValue(field: FieldChange['field'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'images' && Array.isArray(value)) return `${value.length} photo${value.length === 1 ? '' : 's'}`;
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (field === 'photoAngles' && typeof value === 'object') {
    const n = Object.keys(value).length;
    return `${n} photo${n === 1 ? '' : 's'} tagged`;
  }
  if (field === 'price') return formatPrice(String(value));
  if (field === 'mileage' && typeof value === 'number') return `${value.toLocaleString('en-US')} mi`;
  return String(value);
}
