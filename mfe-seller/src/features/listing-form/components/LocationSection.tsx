import { MapPinIcon } from '@rl/web-kit';
import type { ChangeEvent } from 'react';
import { TextField } from '../../../shared/ui/form-controls';
import { fieldId, type TextName } from '../model/form-values';
import { FieldGrid, FormSection } from './FormSection';
import type { SectionProps } from './VehicleInfoSection';

export function LocationSection({ values, errors, set, blur }: SectionProps) {
  const text = (field: TextName) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
    onBlur: blur ? () => blur(field) : undefined,
  });
  return (
    <FormSection
      id="location-information"
      step={2}
      icon={<MapPinIcon size={22} />}
      title="Location Information"
      description="Where the vehicle is. Buyers search by distance from a ZIP code."
    >
      <FieldGrid>
        <TextField {...text('location')} label="City/State" required placeholder="e.g. Austin, TX" autoComplete="address-level2" maxLength={100} />
        <TextField
          {...text('zipCode')}
          label="ZIP Code"
          required
          placeholder="78701"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          onChange={(e) => /^\d{0,5}$/.test(e.target.value) && set('zipCode', e.target.value)}
        />
      </FieldGrid>
    </FormSection>
  );
}
