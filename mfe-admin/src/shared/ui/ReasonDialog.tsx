import { dangerText, DialogActions, gridGap, ListingDialog, mutedText } from '@rl/web-kit';
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
  /**
   * Common reasons to pick from (required): the field then reads the choice, and the text box below adds
   * details (`{choice}: {details}`); it is required for the last choice ("Other"), sent alone then.
   */
  choices?: readonly string[];
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A picked common reason and the free text, as one reason for the seller. */
export function composeReason(choice: string, details: string, choices: readonly string[]): string {
  const text = details.trim();
  if (choice === choices[choices.length - 1]) return text;
  return text ? `${choice}: ${text}` : choice;
}

/** Confirms a moderator's decision on a listing and asks for the reason behind it (required or optional). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, question, vehicleName, label, required, rows, missingMessage, hint, confirm, danger, choices, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const fieldId = useId();
  const choiceId = useId();
  const hintId = useId();
  const errorId = useId();
  const choiceErrorId = useId();
  const isOther = Boolean(choices && choice && choice === choices[choices.length - 1]);
  // with choices, the text box is details: required only for "Other"
  const textRequired = choices ? isOther : required;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choices && !choice) {
      setChoiceMissing(true);
      picker.current?.focus();
      return;
    }
    if (textRequired && !reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(choices ? composeReason(choice, reason, choices) : reason.trim());
  };
  return (
    <ListingDialog title={title} question={question} vehicleName={vehicleName} onClose={onCancel} initialFocus={choices ? picker : field}>
      <Form onSubmit={submit} noValidate>
        {choices && (
          <>
            <label htmlFor={choiceId}>{label}</label>
            <select
              id={choiceId}
              ref={picker}
              value={choice}
              aria-required
              aria-invalid={choiceMissing || undefined}
              aria-describedby={choiceMissing ? choiceErrorId : undefined}
              onChange={(e) => {
                setChoice(e.target.value);
                if (e.target.value) setChoiceMissing(false);
                setMissing(false);
              }}
            >
              <option value="">Choose a reason</option>
              {choices.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
            {choiceMissing && <ErrorText id={choiceErrorId} role="alert">Choose the reason so the seller knows why.</ErrorText>}
          </>
        )}
        <label htmlFor={fieldId}>
          {choices ? 'Details for the seller' : label}
          {!textRequired && <> <Optional>(optional)</Optional></>}
        </label>
        <textarea
          id={fieldId}
          ref={field}
          rows={rows}
          maxLength={REASON_MAX}
          value={reason}
          aria-required={textRequired || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {missing && <ErrorText id={errorId} role="alert">{missingMessage}</ErrorText>}
        <Hint id={hintId}>{hint}</Hint>
        <DialogActions confirm={confirm} danger={danger} onCancel={onCancel} spaceAbove={14} />
      </Form>
    </ListingDialog>
  );
}

const Form = styled.form`
  ${gridGap(6)}
  margin-top: 18px;
  label { font-weight: 600; font-size: 0.9rem; }
  select { margin-bottom: 10px; }
  textarea, select {
    width: 100%;
    min-height: 84px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    resize: vertical;
    color: ${({ theme }) => theme.colors.text};
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; border-color: transparent; }
  }
  select {
    min-height: 44px;
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const ErrorText = styled.p`
  ${dangerText('0.8125rem')}
`;

const Hint = styled.p`
  ${mutedText('0.8125rem')}
`;
