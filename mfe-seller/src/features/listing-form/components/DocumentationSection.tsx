import { VIN_LENGTH } from '@rl/contracts';
import { gridGap, inlineRow, LockIcon, ScanIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { TextField } from '../../../shared/ui/form-controls';
import { fieldId } from '../model/form-values';
import { cleanVinInput, vinProblem } from '../model/vin-rules';
import { FieldGrid, FormSection, FullRow, Pill } from './FormSection';
import { TagInput } from './TagInput';
import type { SectionProps } from './VehicleInfoSection';

/** VIN (with decoding), Carfax report and service history: seen by admins only, never shown publicly. */
export function DocumentationSection({
  values,
  errors,
  set,
  blur,
  onDecode,
  decoding,
  decodeSummary,
  onAddService,
  onRemoveService,
}: SectionProps & {
  onDecode: () => void;
  decoding: boolean;
  decodeSummary?: string;
  onAddService: (entry: string) => boolean;
  onRemoveService: (entry: string) => void;
}) {
  const canDecode = vinProblem(values.vin) === undefined && !decoding;
  return (
    <FormSection
      id="vehicle-documentation"
      step={3}
      icon={<LockIcon size={22} />}
      title="Vehicle Documentation"
      badge={
        <>
          <Pill $tone="gold">Admin only</Pill>
          <Pill>Internal</Pill>
        </>
      }
      description="Internal: used by our team to verify the vehicle. Not shown publicly."
    >
      <FieldGrid>
        <FullRow>
          <VinRow>
            <TextField
              id={fieldId('vin')}
              name="vin"
              label="VIN"
              required
              value={values.vin}
              maxLength={VIN_LENGTH}
              placeholder="17-character vehicle identification number"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.vin}
              hint={decodeSummary ?? 'Decode the VIN to fill in empty vehicle fields.'}
              aside={
                <Counter aria-hidden="true" $full={values.vin.length === VIN_LENGTH}>
                  {values.vin.length}/{VIN_LENGTH}
                </Counter>
              }
              onChange={(e) => set('vin', cleanVinInput(e.target.value))}
              onBlur={blur ? () => blur('vin') : undefined}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', letterSpacing: '0.06em' }}
            />
            <DecodeButton type="button" onClick={onDecode} disabled={!canDecode} aria-describedby={`${fieldId('vin')}-hint`}>
              <ScanIcon size={16} />
              {decoding ? 'Decoding...' : 'Decode VIN'}
            </DecodeButton>
          </VinRow>
        </FullRow>
        <FullRow>
          <TextField
            id={fieldId('carfaxReportUrl')}
            name="carfaxReportUrl"
            label="Carfax Report URL"
            type="url"
            inputMode="url"
            placeholder="https://www.carfax.com/..."
            autoComplete="off"
            value={values.carfaxReportUrl}
            error={errors.carfaxReportUrl}
            hint="Optional: a link to the vehicle history report."
            onChange={(e) => set('carfaxReportUrl', e.target.value)}
            onBlur={blur ? () => blur('carfaxReportUrl') : undefined}
          />
        </FullRow>
        <FullRow>
          <TagInput
            id={fieldId('recentServices')}
            label="Recent Services"
            listLabel="Recent services"
            placeholder="e.g. Oil change at 30,000 miles (Mar 2024)"
            items={values.recentServices}
            onAdd={onAddService}
            onRemove={onRemoveService}
            maxLength={200}
            error={errors.recentServices}
            hint="Press Enter or Add after each service."
          />
        </FullRow>
      </FieldGrid>
    </FormSection>
  );
}

const VinRow = styled.div`
  ${gridGap(10)}
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Counter = styled.span<{ $full: boolean }>`
  font-size: 0.78rem;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${({ theme, $full }) => ($full ? theme.colors.success : theme.colors.textMuted)};
`;

const DecodeButton = styled.button`
  ${inlineRow}
  justify-content: center;
  gap: 8px;
  min-height: 46px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${({ theme }) => theme.media.sm} { margin-top: 27px; }
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.navy}; color: ${({ theme }) => theme.colors.textOnDark}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;
