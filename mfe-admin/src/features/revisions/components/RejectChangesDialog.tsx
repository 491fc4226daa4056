import { Button, Dialog } from '@rl/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const REASON_MAX = 1000;

/** Asks why the changes cannot be published: required, it reaches the seller by mail and on their dashboard. */
export function RejectChangesDialog({ vehicleName, onConfirm, onCancel }: { vehicleName: string; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      title="Reject changes"
      description={
        <>
          <p>The listing stays on sale as it is now. Tell the seller why these changes cannot be published.</p>
          <Vehicle>{vehicleName}</Vehicle>
        </>
      }
      onClose={onCancel}
      initialFocus={field}
      size="sm"
    >
      <Form onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>Reason</label>
        <textarea
          id={fieldId}
          ref={field}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          aria-required="true"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {missing && <ErrorText id={errorId} role="alert">Write a reason so the seller knows what to fix.</ErrorText>}
        <Hint id={hintId}>Sent to the seller and saved in the listing&apos;s history.</Hint>
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel}>Cancel</Button>
          <Button type="submit" $variant="accent">Reject changes</Button>
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
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    resize: vertical;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 12px;
`;
