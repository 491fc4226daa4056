import { UserIcon } from '@rl/web-kit';
import type { ChangeEvent } from 'react';
import { TextField } from '../../../shared/ui/form-controls';
import { fieldId, type TextName } from '../model/form-values';
import { FieldGrid, FormSection, FullRow } from './FormSection';
import type { SectionProps } from './VehicleInfoSection';

export function ContactSection({ values, errors, set, blur }: SectionProps) {
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
      id="contact-information"
      step={6}
      icon={<UserIcon size={22} />}
      title="Contact Information"
      description="How your dedicated associate reaches you. Buyers never see these details."
    >
      <FieldGrid>
        <TextField {...text('contactFirstName')} label="First Name" required autoComplete="given-name" maxLength={100} />
        <TextField {...text('contactLastName')} label="Last Name" required autoComplete="family-name" maxLength={100} />
        <TextField {...text('contactPhone')} label="Phone" required type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" maxLength={20} />
        <TextField {...text('contactEmail')} label="Email" required type="email" autoComplete="email" placeholder="you@example.com" maxLength={254} />
        <FullRow>
          <TextField {...text('contactLocation')} label="Preferred Contact Location" placeholder="Optional, e.g. Austin, TX" maxLength={100} />
        </FullRow>
      </FieldGrid>
    </FormSection>
  );
}
