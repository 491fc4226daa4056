import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { dangerText, fieldControl, gridGap, mutedText, selectChevron } from '@rl/web-kit';
import styled, { css } from 'styled-components';

/**
 * Labelled form controls of the seller screens. Each field takes a stable `id` (the form focuses the
 * first invalid field by it); its hint and error sit right below the control and are linked to it
 * with aria-describedby. Required fields get `required` (announced by screen readers) and a red
 * asterisk drawn by CSS, so the label's accessible name stays the plain label text.
 */

const Field = styled.div`
  ${gridGap(6)}
  align-content: start;
  min-width: 0;
`;

export const Label = styled.label<{ $required?: boolean }>`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  ${({ $required, theme }) =>
    $required &&
    css`
      &::after {
        content: ' *';
        color: ${theme.colors.accent};
      }
    `}
`;

const control = css<{ $invalid?: boolean }>`
  ${fieldControl}
  min-height: 46px;
  &::placeholder { color: #8d97a8; }
  &:hover:not(:disabled) { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#c5ccd7')}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.focus)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? 'rgba(180, 35, 24, 0.18)' : 'rgba(76, 141, 255, 0.28)')};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  &[type='number'] { -moz-appearance: textfield; }
  &[type='number']::-webkit-outer-spin-button,
  &[type='number']::-webkit-inner-spin-button { -webkit-appearance: none; margin: 0; }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  ${selectChevron(14)}
  text-overflow: ellipsis;
`;

const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 140px;
  padding: 12px 14px;
  line-height: 1.5;
  resize: vertical;
`;

export const FieldError = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  ${dangerText('0.85rem')}
  font-weight: 500;
`;

export const FieldHint = styled.p`
  ${mutedText('0.8125rem')}
`;

/** An input with a unit or sign drawn inside its left or right edge ("$", "mi"). */
const Adorned = styled.div<{ $side: 'left' | 'right' }>`
  position: relative;
  span {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    ${({ $side }) => ($side === 'left' ? 'left: 14px;' : 'right: 14px;')}
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    pointer-events: none;
  }
  input { ${({ $side }) => ($side === 'left' ? 'padding-left: 30px;' : 'padding-right: 44px;')} }
`;

interface FieldFrame {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** rendered after the label row (e.g. a counter) */
  aside?: ReactNode;
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, required, aside, children }: FieldFrame & { children: ReactNode }) {
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id} $required={required}>
          {label}
        </Label>
        {aside}
      </LabelRow>
      {children}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { prefix?: string; suffix?: string };

export function TextField({ id, label, error, hint, required, aside, prefix, suffix, ...input }: InputProps) {
  const el = (
    <Input
      id={id}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      $invalid={!!error}
      {...input}
    />
  );
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} aside={aside}>
      {prefix || suffix ? (
        <Adorned $side={prefix ? 'left' : 'right'}>
          <span aria-hidden="true">{prefix ?? suffix}</span>
          {el}
        </Adorned>
      ) : (
        el
      )}
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly Option[]; placeholder?: string };

export function SelectField({ id, label, error, hint, required, aside, options, placeholder, ...select }: SelectProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} aside={aside}>
      <Select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={!!error}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Frame>
  );
}

type TextareaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ id, label, error, hint, required, aside, ...area }: TextareaProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} aside={aside}>
      <Textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={!!error}
        {...area}
      />
    </Frame>
  );
}
