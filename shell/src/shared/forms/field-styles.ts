import { dangerText, fieldControl, gridGap, mutedText } from '@rl/web-kit';
import styled from 'styled-components';

export const Field = styled.div`
  ${gridGap(6)}
`;

export const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  height: 46px;
  &::placeholder { color: #9aa3b2; }
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.navy)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? 'rgba(180, 35, 24, 0.15)' : 'rgba(11, 21, 38, 0.12)')};
  }
`;

export const FieldError = styled.p`
  ${dangerText('0.85rem')}
`;

export const FieldHint = styled.p`
  ${mutedText('0.85rem')}
`;
