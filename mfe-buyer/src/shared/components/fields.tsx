import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  transition: border-color 150ms ease, box-shadow 150ms ease;
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
  appearance: none;
  padding-right: 36px;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%235a6577' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 12px center;
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
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8rem;
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
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  font-size: 0.9rem;
  cursor: pointer;
`;
