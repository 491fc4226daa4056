import { Button, Dialog } from '@rl/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export type DecisionKind = 'reject' | 'takeDown' | 'sold' | 'requestChanges';

const COPY: Record<DecisionKind, { title: string; question: string; confirm: string; danger: boolean; notesRequired?: boolean }> = {
  requestChanges: {
    title: 'Request changes',
    question: 'Tell the seller what to change. They get your notes by email and on their dashboard; the listing returns to the queue after their edit.',
    confirm: 'Send request',
    danger: false,
    notesRequired: true,
  },
  // spec §4: the confirm before a rejection
  reject: { title: 'Reject listing', question: 'Are you sure you want to reject this listing?', confirm: 'Reject listing', danger: true },
  takeDown: {
    title: 'Take down listing',
    question: 'Take this listing down? It leaves public search and is marked as rejected.',
    confirm: 'Take down',
    danger: true,
  },
  sold: {
    title: 'Mark as sold',
    question: 'Mark this listing as sold? A sold listing can no longer be changed.',
    confirm: 'Mark as sold',
    danger: false,
  },
};

const REASON_MAX = 1000;

interface DecisionDialogProps {
  kind: DecisionKind;
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Confirms a status change and asks for an optional reason, kept in the listing's history. */
export function DecisionDialog({ kind, vehicleName, onConfirm, onCancel }: DecisionDialogProps) {
  const copy = COPY[kind];
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (copy.notesRequired && !reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      title={copy.title}
      description={
        <>
          <p>{copy.question}</p>
          <Vehicle>{vehicleName}</Vehicle>
        </>
      }
      onClose={onCancel}
      initialFocus={field}
      size="sm"
    >
      <Form onSubmit={submit}>
        <label htmlFor={fieldId}>
          {copy.notesRequired ? 'What should the seller change?' : 'Reason'} {!copy.notesRequired && <Optional>(optional)</Optional>}
        </label>
        <textarea
          id={fieldId}
          ref={field}
          rows={copy.notesRequired ? 4 : 3}
          maxLength={REASON_MAX}
          value={reason}
          aria-required={copy.notesRequired || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {missing && <ErrorText id={errorId} role="alert">Write the changes you need so the seller knows what to do.</ErrorText>}
        <Hint id={hintId}>{copy.notesRequired ? 'Sent to the seller and saved in the listing\'s history.' : 'Saved in the listing\'s history.'}</Hint>
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" $variant={copy.danger ? 'accent' : 'primary'}>
            {copy.confirm}
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
