import { EyeIcon, EyeOffIcon, plainIconButton } from '@rl/web-kit';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, Input, Label } from './field-styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** Password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, ...input }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Wrap>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={!!error}
          {...input}
        />
        <Toggle
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </Toggle>
      </Wrap>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

const Wrap = styled.div`
  position: relative;
  input { padding-right: 48px; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  ${plainIconButton(36)}
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;
