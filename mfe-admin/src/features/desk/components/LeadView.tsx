import { mayAccess } from '@rl/contracts';
import { ScheduleViewingBox } from '../viewings/schedule-viewing-box';
import {
  Button, ConversationThread, describeError, gridGap, MailIcon, PhoneIcon, Skeleton, toast, useSession, wrapRow,
} from '@rl/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '../../../shared/ui/PanelState';
import { useAnswerLead, useLead, useTakeLead } from '../hooks/useDesk';
import { firstResponseText } from './first-response';
import { ListingFacts } from './ListingFacts';
import { NotesBox } from './NotesBox';
import { PipelineBox } from './PipelineBox';
import { ReassignBox } from './ReassignBox';
import { replyTemplates } from './reply-templates';
import { SellerThreadBox } from './SellerThreadBox';
import { PAGES } from '@rl/contracts/pages';

/** A lead's page: the car, the buyer, the whole thread and the answer box. */
export function LeadView({ id, onBack }: { id: number; onBack: () => void }) {
  const lead = useLead(id);
  const answer = useAnswerLead(id);
  const take = useTakeLead(id);
  const { user } = useSession();
  const admin = mayAccess(user?.role, 'staffManagement');
  const [fill, setFill] = useState<{ text: string; n: number }>();
  const myName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'The sales team';

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
            <h3 id="lead-heading">{lead.data.vehicle ? <Link to={PAGES.vehicle(lead.data.vehicle.id)}>{lead.data.vehicle.title}</Link> : lead.data.subject}</h3>
            <p>{lead.data.subject} · {firstResponseText(lead.data.firstResponseSeconds)}</p>
            <Buyer>
              <strong>{lead.data.buyer.name}</strong>
              <a href={`mailto:${lead.data.buyer.email}`}><MailIcon size={14} />{lead.data.buyer.email}</a>
              {lead.data.buyer.phone && <a href={`tel:${lead.data.buyer.phone.replace(/[^\d+]/g, '')}`}><PhoneIcon size={14} />{lead.data.buyer.phone}</a>}
            </Buyer>
          </Head>
          {!admin && lead.data.associateId !== user?.id && (lead.data.overdue || lead.data.associateId === null) && (
            <TakeRow role="status">
              <span>{lead.data.associateId === null ? 'Nobody works this lead yet.' : 'This lead is overdue: you may take it.'}</span>
              <Button
                type="button" $size="sm" disabled={take.isPending}
                onClick={() => take.mutateAsync().then(
                  () => toast({ title: 'The lead is yours', description: 'Answer the buyer now.' }),
                  (err: unknown) => toast({ title: 'Not taken', description: describeError(err), variant: 'destructive' }),
                )}
              >
                Take this lead
              </Button>
            </TakeRow>
          )}
          {admin && <ReassignBox lead={lead.data} />}
          <Columns>
            <Main>
              <ConversationThread
                messages={lead.data.messages}
                mine="associate"
                answerLabel="Your answer (mailed to the buyer)"
                onSend={(body) => answer.mutateAsync(body)}
                fill={fill}
              />
              <Templates role="group" aria-label="Reply templates">
                <span>Templates:</span>
                {replyTemplates(lead.data, myName).map((t) => (
                  <button key={t.key} type="button" onClick={() => setFill({ text: t.text, n: Date.now() })}>{t.label}</button>
                ))}
              </Templates>
              {lead.data.vehicle && <SellerThreadBox listingId={lead.data.vehicle.id} />}
            </Main>
            <Aside>
              <PipelineBox leadId={lead.data.id} />
              {lead.data.vehicle && <ListingFacts listingId={lead.data.vehicle.id} />}
              <NotesBox leadId={lead.data.id} notes={lead.data.notes} />
              <ScheduleViewingBox leadId={lead.data.id} />
            </Aside>
          </Columns>
        </>
      )}
    </section>
  );
}

const TakeRow = styled.div`
  ${wrapRow}
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 10px 12px;
  border: 1px solid #f4c7c2;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdf1f0;
  font-size: 0.9rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) 320px; }
`;

const Main = styled.div`
  ${gridGap(12)}
  align-content: start;
  min-width: 0;
`;

const Aside = styled.aside`
  ${gridGap(24)}
  align-content: start;
  min-width: 0;
`;

const Templates = styled.div`
  ${wrapRow}
  gap: 6px;
  font-size: 0.875rem;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
  button {
    min-height: 36px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    cursor: pointer;
  }
`;

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
  ${gridGap(6)}
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
