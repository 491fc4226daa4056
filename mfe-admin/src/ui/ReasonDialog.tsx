import { Button, Dialog } from '@rl/web-kit';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const REASON_MAX = 1000;

export interface ReasonDialogProps {
  title: string;
  /** what the decision does, above the listing's name */
  question: ReactNode;
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  label: ReactNode;
  /** marks the field "(optional)" when the reason may stay empty */
  required: boolean;
  rows: number;
  /** shown when a required reason is left empty */
  missingMessage?: string;
  hint: string;
  confirm: string;
  danger: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Confirms a moderator's decision on a listing and asks for the reason behind it (required or optional). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, question, vehicleName, label, required, rows, missingMessage, hint, confirm, danger, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (required && !reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      title={title}
      description={
        <>
          <p>{question}</p>
          <Vehicle>{vehicleName}</Vehicle>
        </>
      }
      onClose={onCancel}
      initialFocus={field}
      size="sm"
    >
      <Form onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>
          {label}
          {!required && <> <Optional>(optional)</Optional></>}
        </label>
        <textarea
          id={fieldId}
          ref={field}
          rows={rows}
          maxLength={REASON_MAX}
          value={reason}
          aria-required={required || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {missing && <ErrorText id={errorId} role="alert">{missingMessage}</ErrorText>}
        <Hint id={hintId}>{hint}</Hint>
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" $variant={danger ? 'accent' : 'primary'}>
            {confirm}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Vehicle = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Form = styled.form`
  display: grid;
  gap: 6px;
  margin-top: 18px;
  label { font-weight: 600; font-size: 0.9rem; }
  textarea {
    width: 100%;
    min-height: 84px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    resize: vertical;
    color: ${({ theme }) => theme.colors.text};
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; border-color: transparent; }
  }
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 14px;
`;
