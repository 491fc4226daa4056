import { MESSAGE_MAX, type ConversationMessage } from '@rl/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeError } from '../api/describe-error';
import { Button } from '../ui/Button';
import { gridGap } from '../ui/layout-styles';

/** A message of any of the platform's threads (buyer and sales team, seller and associate). */
export type ThreadMessage = Omit<ConversationMessage, 'author'> & { author: string };

interface Props {
  messages: ThreadMessage[];
  /** whose messages are drawn on the right: the reader's side */
  mine: string;
  /** the answer box's label */
  answerLabel: string;
  /** sends an answer; resolves when stored (the box is emptied then) */
  onSend: (body: string) => Promise<unknown>;
  /** text put into the answer box (a reply template): each new `n` replaces the draft */
  fill?: { text: string; n: number };
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A conversation (a buyer and the sales team, or a seller and their associate): the messages, oldest first, and the answer box. */
export function ConversationThread({ messages, mine, answerLabel, onSend, fill }: Props) {
  const [draft, setDraft] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!fill) return;
    setDraft(fill.text);
    boxRef.current?.focus();
  }, [fill]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const boxId = useId();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(draft);
      setDraft('');
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Wrap>
      <List aria-label="Conversation">
        {messages.map((m) => (
          <Bubble key={m.id} $mine={m.author === mine} data-author={m.author}>
            <Meta>
              <strong>{m.authorName}</strong>
              <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              {m.via === 'mail' && <span>by mail</span>}
            </Meta>
            <p>{m.body}</p>
          </Bubble>
        ))}
      </List>
      <Answer onSubmit={(e) => void send(e)}>
        <label htmlFor={boxId}>{answerLabel}</label>
        <textarea ref={boxRef} id={boxId} value={draft} maxLength={MESSAGE_MAX} rows={4} onChange={(e) => setDraft(e.target.value)} />
        {error !== null && <p role="alert">{describeError(error)}</p>}
        <Button type="submit" $variant="primary" disabled={sending || !draft.trim()}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </Answer>
    </Wrap>
  );
}

const Wrap = styled.div`${gridGap(16)}`;

const List = styled.div`${gridGap(10)}`;

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
  ${gridGap(8)}
  label { font-weight: 600; font-size: 0.9rem; }
  textarea { width: 100%; padding: 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; resize: vertical; }
  p { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; }
  button { justify-self: start; }
`;
