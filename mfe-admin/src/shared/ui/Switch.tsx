import { useId } from 'react';
import { coverInput, inlineRow } from '@rl/web-kit';
import styled from 'styled-components';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off control: a checkbox with the switch role, drawn as a track and knob. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <Wrap $disabled={disabled}>
      <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <Track aria-hidden="true" />
      <label htmlFor={id}>{label}</label>
    </Wrap>
  );
}

const Track = styled.span`
  position: relative;
  flex-shrink: 0;
  width: 36px;
  height: 20px;
  border-radius: 999px;
  background: #cfd5df;
  transition: background-color 150ms ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgba(7, 11, 20, 0.25);
    transition: transform 150ms ease;
  }
`;

const Wrap = styled.span<{ $disabled?: boolean }>`
  position: relative;
  ${inlineRow}
  gap: 8px;
  font-size: 0.875rem;
  font-weight: 500;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  input {
    ${coverInput}
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
    z-index: 1;
  }
  label { cursor: inherit; white-space: nowrap; }
  input:checked + ${Track} { background: ${({ theme }) => theme.colors.success}; }
  input:checked + ${Track}::after { transform: translateX(16px); }
  input:focus-visible + ${Track} { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
