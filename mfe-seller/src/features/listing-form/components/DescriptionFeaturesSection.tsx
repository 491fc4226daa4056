import { PRESET_FEATURES } from '@rl/contracts';
import { centerRow, CheckIcon, FileTextIcon, gridGap, iconCircle, inlineRow, SparklesIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { FieldError, TextAreaField } from '../../../shared/ui/form-controls';
import type { AutoFeaturesStatus } from '../hooks/useAutoFeatures';
import { fieldId } from '../model/form-values';
import { isPresetFeature } from '../model/text-lists';
import { FormSection } from './FormSection';
import { TagInput } from './TagInput';
import type { SectionProps } from './VehicleInfoSection';

const AUTO_NOTES: Record<AutoFeaturesStatus, string> = {
  idle: '',
  loading: 'Suggesting features for this vehicle...',
  generated: 'Suggested features were selected for you. Adjust them as needed.',
  fallback: 'Common features for this vehicle were selected. Adjust them as needed.',
};

export function DescriptionFeaturesSection({
  values,
  errors,
  set,
  blur,
  onToggleFeature,
  onAddFeature,
  onRemoveFeature,
  autoStatus,
}: SectionProps & {
  onToggleFeature: (feature: string) => void;
  onAddFeature: (entry: string) => boolean;
  onRemoveFeature: (feature: string) => void;
  autoStatus: AutoFeaturesStatus;
}) {
  const custom = values.features.filter((f) => !isPresetFeature(f));
  return (
    <FormSection
      id="description-features"
      step={4}
      icon={<FileTextIcon size={22} />}
      title="Description and Features"
      description="Tell buyers what makes this car special, then pick its features."
    >
      <Stack>
        <TextAreaField
          id={fieldId('description')}
          name="description"
          label="Description"
          required
          rows={6}
          maxLength={5000}
          placeholder="Ownership history, condition, options, recent work..."
          value={values.description}
          error={errors.description}
          aside={<Count aria-hidden="true">{values.description.length}/5000</Count>}
          onChange={(e) => set('description', e.target.value)}
          onBlur={blur ? () => blur('description') : undefined}
        />
        <Fieldset aria-describedby={errors.features ? `listing-feature-list-error` : undefined}>
          <legend>Features</legend>
          <AutoNote role="status" aria-live="polite">
            {autoStatus !== 'idle' && (
              <>
                <SparklesIcon size={15} />
                {AUTO_NOTES[autoStatus]}
              </>
            )}
          </AutoNote>
          <Chips>
            {PRESET_FEATURES.map((feature) => {
              const checked = values.features.includes(feature);
              return (
                <Chip key={feature} $checked={checked}>
                  <input type="checkbox" checked={checked} onChange={() => onToggleFeature(feature)} />
                  <span aria-hidden="true">{checked && <CheckIcon size={13} />}</span>
                  {feature}
                </Chip>
              );
            })}
          </Chips>
          {errors.features && <FieldError id={`listing-feature-list-error`}>{errors.features}</FieldError>}
        </Fieldset>
        <TagInput
          id={fieldId('features')}
          label="Custom Feature"
          listLabel="Custom features"
          placeholder="e.g. Carbon ceramic brakes"
          items={custom}
          onAdd={onAddFeature}
          onRemove={onRemoveFeature}
          maxLength={60}
          hint="Anything not listed above. Press Enter or Add."
        />
      </Stack>
    </FormSection>
  );
}

const Stack = styled.div`${gridGap(22)}`;

const Count = styled.span`
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const AutoNote = styled.p`
  ${centerRow}
  gap: 6px;
  min-height: 20px;
  margin-bottom: 8px;
  color: #7a5d1f;
  font-size: 0.82rem;
  font-weight: 500;
  &:empty { min-height: 0; margin: 0; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.label<{ $checked: boolean }>`
  position: relative;
  ${inlineRow}
  gap: 7px;
  min-height: 38px;
  padding: 0 14px 0 10px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.navy : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.navy : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.textOnDark : theme.colors.text)};
  font-size: 0.875rem;
  font-weight: 500;
  cursor: pointer;
  user-select: none;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:hover { border-color: ${({ theme }) => theme.colors.navy}; }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  > span {
    ${iconCircle(18)}
    border: 1.5px solid ${({ $checked }) => ($checked ? 'rgba(255,255,255,0.7)' : '#c5ccd7')};
    color: ${({ theme }) => theme.colors.gold};
  }
`;
