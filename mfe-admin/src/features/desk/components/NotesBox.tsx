import { NOTE_MAX, type LeadNote } from '@rl/contracts';
import { Button, describeError, gridGap } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/ui/format';
import { useAddNote } from '../hooks/useDesk';

/** Staff-only notes on the lead: the desk sees them, the buyer and the seller never. */
export function NotesBox({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const add = useAddNote(leadId);
  const [draft, setDraft] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    await add.mutateAsync(draft).then(() => setDraft(''), () => undefined);
  };
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Notes (staff only)</h4>
      {notes.length === 0 ? <p>No notes yet. Only the sales team sees them.</p> : (
        <ul aria-label="Notes">
          {notes.map((n) => (
            <li key={n.id}>
              <small>{n.authorName} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time></small>
              <span>{n.body}</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor={id}>Add a note</label>
        <textarea id={id} rows={2} maxLength={NOTE_MAX} value={draft} onChange={(e) => setDraft(e.target.value)} />
        {add.isError && <em role="alert">{describeError(add.error)}</em>}
        <Button type="submit" $size="sm" $variant="outline" disabled={add.isPending || !draft.trim()}>Save note</Button>
      </form>
    </Box>
  );
}

const Box = styled.section`
  ${gridGap(8)}
  h4 { font-size: 1rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
  ul { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
  li { display: grid; gap: 2px; padding: 8px 10px; border-radius: ${({ theme }) => theme.radii.md}; background: #fffbea; border: 1px solid #f3e3a3; }
  li span { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.9rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
  form { display: grid; gap: 6px; }
  label { font-weight: 600; font-size: 0.875rem; }
  textarea { width: 100%; padding: 8px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; resize: vertical; }
  em { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; font-style: normal; }
  button { justify-self: start; }
`;
