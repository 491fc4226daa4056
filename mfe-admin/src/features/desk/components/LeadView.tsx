import { MESSAGE_MAX, type ConversationMessage } from '@rl/contracts';
import { Button, describeError, MailIcon, PhoneIcon, Skeleton } from '@rl/web-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../ui/format';
import { ErrorState } from '../../../ui/PanelState';
import { useAnswerLead, useLead } from '../hooks/useDesk';
import { firstResponseText } from './first-response';

/** A lead's page: the car, the buyer, the whole thread and the answer box. */
export function LeadView({ id, onBack }: { id: number; onBack: () => void }) {
  const lead = useLead(id);
  const answer = useAnswerLead(id);
  const [draft, setDraft] = useState('');

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    answer.mutate(draft, { onSuccess: () => setDraft('') });
  };

  return (
    <section aria-labelledby="lead-heading">
      <Back type="button" onClick={onBack}>← All leads</Back>
      {lead.isLoading ? (
        <Skeleton $height="240px" />
      ) : lead.isError || !lead.data ? (
        <ErrorState what="this lead" error={lead.error} onRetry={() => void lead.refetch()} />
      ) : (
        <>
          <Head>
            <h3 id="lead-heading">{lead.data.vehicle ? <Link to={`/vehicles/${lead.data.vehicle.id}`}>{lead.data.vehicle.title}</Link> : lead.data.subject}</h3>
            <p>{lead.data.subject} · {firstResponseText(lead.data.firstResponseSeconds)}</p>
            <Buyer>
              <strong>{lead.data.buyer.name}</strong>
              <a href={`mailto:${lead.data.buyer.email}`}><MailIcon size={14} />{lead.data.buyer.email}</a>
              {lead.data.buyer.phone && <a href={`tel:${lead.data.buyer.phone.replace(/[^\d+]/g, '')}`}><PhoneIcon size={14} />{lead.data.buyer.phone}</a>}
            </Buyer>
          </Head>
          <Thread aria-label="Conversation">
            {lead.data.messages.map((m) => <Message key={m.id} message={m} />)}
          </Thread>
          <Answer onSubmit={send}>
            <label htmlFor="lead-answer">Your answer (mailed to the buyer)</label>
            <textarea id="lead-answer" value={draft} maxLength={MESSAGE_MAX} rows={4} onChange={(e) => setDraft(e.target.value)} />
            {answer.isError && <p role="alert">{describeError(answer.error)}</p>}
            <Button type="submit" $variant="primary" disabled={answer.isPending || !draft.trim()}>
              {answer.isPending ? 'Sending…' : 'Send answer'}
            </Button>
          </Answer>
        </>
      )}
    </section>
  );
}

function Message({ message: m }: { message: ConversationMessage }) {
  return (
    <Bubble $mine={m.author === 'associate'} data-author={m.author}>
      <Meta>
        <strong>{m.authorName}</strong>
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        {m.via === 'mail' && <span>by mail</span>}
      </Meta>
      <p>{m.body}</p>
    </Bubble>
  );
}

const Back = styled.button`
  min-height: 40px;
  margin-bottom: 12px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Head = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  h3 { font-size: 1.15rem; overflow-wrap: anywhere; a { color: inherit; } }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Buyer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 0.875rem;
  a { display: inline-flex; align-items: center; gap: 6px; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Thread = styled.div`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
`;

const Bubble = styled.article<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: min(100%, 560px);
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.surfaceAlt : theme.colors.surface)};
  p { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  margin-bottom: 4px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answer = styled.form`
  display: grid;
  gap: 8px;
  label { font-weight: 600; font-size: 0.9rem; }
  textarea { width: 100%; padding: 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; resize: vertical; }
  p { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; }
  button { justify-self: start; }
`;
