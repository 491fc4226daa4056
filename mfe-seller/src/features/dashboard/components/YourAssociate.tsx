import type { SellerMessage, Vehicle } from '@rl/contracts';
import { ConversationThread, gridGap, inlineRow, MailIcon, PhoneIcon, telHref } from '@rl/web-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { useMyAssociates } from '../hooks/useMyAssociates';
import { useAnswerAssociate, useSellerThreads } from '../hooks/useSellerThreads';
import { vehicleTitle } from '@rl/web-kit/vehicles';


/** "Your associate": for each live listing, the associate who answers its buyers, and the team's direct line and mail. */
export function YourAssociate({ listings }: { listings: Vehicle[] }) {
  const associates = useMyAssociates();
  const threads = useSellerThreads();
  const live = listings.filter((v) => v.status === 'approved');
  if (live.length === 0 || !associates.data) return null;
  const byListing = new Map(associates.data.listings.map((l) => [l.listingId, l.associateName]));
  const { team } = associates.data;
  const messagesOf = new Map((threads.data?.threads ?? []).map((t) => [t.listingId, t.messages]));
  return (
    <Card aria-labelledby="your-associate-title">
      <CardHeader>
        <div>
          <h2 id="your-associate-title">Your associate</h2>
          <p>Our associate answers every buyer of your car and calls you when someone is serious. You never meet buyers alone.</p>
        </div>
      </CardHeader>
      <List>
        {live.map((v) => (
          <li key={v.id}>
            <strong>{vehicleTitle(v)}</strong>
            <span>{byListing.get(v.id) ?? 'An associate is being assigned'}</span>
            {threads.data && messagesOf.has(v.id) && (
              <AssociateThread listingId={v.id} title={vehicleTitle(v)} messages={messagesOf.get(v.id)!} />
            )}
          </li>
        ))}
      </List>
      <Team>
        <a href={telHref()}><PhoneIcon size={16} />{team.phone}</a>
        <a href={`mailto:${team.email}`}><MailIcon size={16} />{team.email}</a>
      </Team>
    </Card>
  );
}

/** The seller channel of one listing: the associate's messages and the seller's answers (also by mail). */
function AssociateThread({ listingId, title, messages }: { listingId: number; title: string; messages: SellerMessage[] }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerAssociate(listingId);
  const id = useId();
  const fromAssociate = messages.filter((m) => m.author === 'associate').length;
  return (
    <Thread>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} $quiet={messages.length === 0}>
        {messages.length === 0 ? 'Message your associate' : `Messages with your associate (${messages.length})`}
        {fromAssociate > 0 && !open && messages.at(-1)?.author === 'associate' && <Dot aria-label="new message from your associate" />}
      </Toggle>
      {open && (
        <div id={id} aria-label={`Messages about your ${title}`} role="region">
          {messages.length === 0 && <p>Service records, availability, a question: your associate answers here and by mail.</p>}
          <ConversationThread messages={messages} mine="seller" answerLabel="Your message to your associate" onSend={(body) => answer.mutateAsync(body)} />
        </div>
      )}
    </Thread>
  );
}

const Thread = styled.div`
  flex-basis: 100%;
  p { margin: 6px 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Toggle = styled.button<{ $quiet: boolean }>`
  ${inlineRow}
  gap: 8px;
  min-height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ $quiet, theme }) => ($quiet ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: ${({ $quiet }) => ($quiet ? 500 : 600)};
  text-decoration: underline;
  cursor: pointer;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

const List = styled.ul`
  ${gridGap(8)}
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Team = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  a { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
