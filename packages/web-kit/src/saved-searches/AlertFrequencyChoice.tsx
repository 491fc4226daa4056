import { ALERT_FREQUENCIES, type AlertFrequency } from '@rl/contracts';
import { coverInput, srOnly } from '@rl/web-kit';
import { useId } from 'react';
import styled, { css } from 'styled-components';

/** How each alert frequency reads, wherever a saved search's alerts are chosen. */
export const ALERT_FREQUENCY_COPY: Record<AlertFrequency, { label: string; hint: string }> = {
  instant: { label: 'Instant', hint: 'An email as soon as a new match is listed' },
  daily: { label: 'Daily', hint: 'One email a day with all new matches' },
};

/**
 * Instant or daily alerts as a pair of radio buttons in a fieldset. `compact` shows a small
 * segmented switch without the hints (lists); the legend can be visually hidden when the context
 * already names it, but is always read out.
 */
export function AlertFrequencyChoice({
  value,
  onChange,
  legend = 'Email alerts',
  hideLegend = false,
  compact = false,
  disabled = false,
}: {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  legend?: string;
  hideLegend?: boolean;
  compact?: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <Options $compact={compact}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <Option key={frequency} $compact={compact} $checked={value === frequency}>
            <input
              type="radio"
              name={name}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
            />
            {!compact && <Dot $checked={value === frequency} aria-hidden="true" />}
            <span>
              <strong>{ALERT_FREQUENCY_COPY[frequency].label}</strong>
              {!compact && <small>{ALERT_FREQUENCY_COPY[frequency].hint}</small>}
            </span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: 8px;
  padding: 0;
  font-size: 0.82rem;
  font-weight: 600;
  ${({ $hidden }) => $hidden && srOnly}
`;

const Options = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ $compact }) => ($compact ? '0' : '10px')};
  ${({ $compact, theme }) =>
    $compact &&
    css`
      display: inline-grid;
      padding: 3px;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.surfaceAlt};
    `}
`;

const Option = styled.label<{ $compact: boolean; $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  cursor: pointer;
  input {
    ${coverInput}
    cursor: inherit;
  }
  span { display: grid; gap: 2px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; line-height: 1.35; }
  ${({ $compact, $checked, theme }) =>
    $compact
      ? css`
          justify-content: center;
          min-height: 32px;
          padding: 6px 14px;
          border-radius: ${theme.radii.pill};
          font-size: 0.85rem;
          color: ${$checked ? theme.colors.textOnDark : theme.colors.text};
          background: ${$checked ? theme.colors.navy : 'transparent'};
          strong { font-weight: ${$checked ? 700 : 600}; }
        `
      : css`
          gap: 10px;
          min-height: 44px;
          padding: 12px 14px;
          border: 1.5px solid ${$checked ? theme.colors.navy : theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${$checked ? theme.colors.surfaceAlt : theme.colors.surface};
        `}
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  fieldset:disabled & { cursor: not-allowed; opacity: 0.6; }
`;

const Dot = styled.i<{ $checked: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.navy : '#b8c0cc')};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $checked, theme }) => ($checked ? `inset 0 0 0 3px ${theme.colors.surface}, inset 0 0 0 9px ${theme.colors.navy}` : 'none')};
`;
