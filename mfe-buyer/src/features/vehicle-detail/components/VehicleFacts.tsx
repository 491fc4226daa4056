import { CalendarIcon, centerRow, CheckIcon, GaugeIcon, gridGap, mutedText, plainList, surfacePanel } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { conditionLabel, formatMileage, storedLabel } from '@rl/web-kit/vehicles';
import { colorLabel, type PublicVehicle, type VinVerifiableField, type VinVerification } from '@rl/contracts';
import { VerifiedMark, VinSummary } from './VinVerified';

/**
 * Specs with readable labels (spec §2): year, mileage, condition, body, fuel, transmission, drivetrain; a
 * "Verified from VIN" mark beside each one the VIN's decode confirms, and the engine when the decode names it.
 */
export function Specs({ vehicle, verification = null }: { vehicle: PublicVehicle; verification?: VinVerification | null }) {
  const rows: [string, ReactNode, VinVerifiableField | null][] = [
    ['Year', String(vehicle.year), 'year'],
    ['Mileage', formatMileage(vehicle.mileage), null],
    ['Condition', conditionLabel(vehicle.condition), null],
    ['Body Type', storedLabel(vehicle.bodyType), 'bodyType'],
    ['Fuel Type', storedLabel(vehicle.fuelType), 'fuelType'],
    ['Transmission', storedLabel(vehicle.transmission), null],
    ['Drivetrain', storedLabel(vehicle.drivetrain), 'drivetrain'],
  ];
  const verified = (field: VinVerifiableField | null) => field !== null && !!verification?.fields.includes(field);
  return (
    <Block aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <VinSummary verification={verification} />
      <SpecList>
        {rows.map(([label, value, field]) => (
          <div key={label}>
            <dt>
              {label === 'Year' ? <CalendarIcon size={15} /> : label === 'Mileage' ? <GaugeIcon size={15} /> : null}
              {label}
            </dt>
            <dd>
              <span>{value || '—'}</span>
              {verified(field) && <VerifiedMark />}
            </dd>
          </div>
        ))}
        {verification?.engine && (
          <div>
            <dt>Engine</dt>
            <dd>
              <span>{verification.engine}</span>
              <VerifiedMark />
            </dd>
          </div>
        )}
      </SpecList>
    </Block>
  );
}

const SWATCHES: Record<string, string> = {
  black: '#111318', white: '#f4f5f7', silver: '#c0c5cc', gray: '#6b7079', grey: '#6b7079', red: '#b3202a', blue: '#1f4e9c',
  green: '#2f5d3a', brown: '#6b4a32', beige: '#d8c8a6', tan: '#c8a27a', gold: '#c8a45d', orange: '#d9731f', yellow: '#e2c22a',
  purple: '#5d3f8f', burgundy: '#6d1a2a',
};
const swatch = (color: string) => SWATCHES[color.trim().toLowerCase().split(/\s+/).pop() ?? ''] ?? '#9aa3b2';

export function Colors({ vehicle }: { vehicle: PublicVehicle }) {
  return (
    <Block aria-labelledby="colors-title">
      <h2 id="colors-title">Colors</h2>
      <ColorList>
        {[
          ['Exterior', vehicle.exteriorColor, colorLabel(vehicle.exteriorColor, vehicle.exteriorColorName)],
          ['Interior', vehicle.interiorColor, vehicle.interiorColor],
        ].map(([label, color, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Swatch style={{ background: swatch(color ?? '') }} aria-hidden="true" />
              {text || '—'}
            </dd>
          </div>
        ))}
      </ColorList>
    </Block>
  );
}

export function Features({ features }: { features: string[] }) {
  if (!features?.length) return null;
  return (
    <Block aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <FeatureList>
        {features.map((f) => (
          <li key={f}>
            <CheckIcon size={16} />
            {f}
          </li>
        ))}
      </FeatureList>
    </Block>
  );
}

export function Description({ text }: { text: string }) {
  if (!text?.trim()) return null;
  return (
    <Block aria-labelledby="description-title">
      <h2 id="description-title">Description</h2>
      <Prose>
        {text
          .split(/\n{2,}/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </Prose>
    </Block>
  );
}

export const Block = styled.section`
  ${gridGap(16)}
  padding: 24px;
  ${surfacePanel}
  h2 { font-size: 1.2rem; font-weight: 800; }
  @media (max-width: 639px) { padding: 20px 16px; }
`;

const SpecList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  > div {
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    min-width: 0;
  }
  dt {
    ${centerRow}
    gap: 5px;
    ${mutedText('0.75rem')}
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd { margin: 4px 0 0; font-weight: 700; overflow-wrap: anywhere; }
`;

const ColorList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  > div { min-width: 0; }
  dt { margin-bottom: 6px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.78rem; }
  dd { display: flex; align-items: center; gap: 10px; margin: 0; font-weight: 700; }
`;

const Swatch = styled.span`
  flex-shrink: 0;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  border: 1px solid rgba(0, 0, 0, 0.15);
  box-shadow: inset 0 0 0 3px rgba(255, 255, 255, 0.6);
`;

const FeatureList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px 20px;
  ${plainList}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li { display: flex; align-items: flex-start; gap: 8px; font-size: 0.95rem; }
  svg { flex-shrink: 0; margin-top: 3px; color: ${({ theme }) => theme.colors.success}; }
`;

const Prose = styled.div`
  ${gridGap(12)}
  color: #2c3646;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
