import { centerRow, dangerText, fieldControl, selectChevron } from '@rl/web-kit';
import styled, { css } from 'styled-components';

const control = css`
  ${fieldControl}
  min-height: 44px;
  padding: 10px 12px;
  font-size: 0.95rem;
  &:hover:not(:disabled) { border-color: #c5ccd6; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: 0 0 0 3px rgba(76, 141, 255, 0.25); }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &::placeholder { color: #8a94a6; }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 132px;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select`
  ${control}
  ${selectChevron(12)}
  cursor: pointer;
`;

export const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.82rem;
  font-weight: 600;
`;

export const Field = styled.div`
  min-width: 0;
`;

export const FieldError = styled.p`
  margin-top: 6px;
  ${dangerText('0.8rem')}
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 18px;
  height: 18px;
  margin: 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
`;

export const CheckLabel = styled.label`
  ${centerRow}
  gap: 10px;
  min-height: 32px;
  font-size: 0.9rem;
  cursor: pointer;
`;
