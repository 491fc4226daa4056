import type { Inquiry } from '@rl/contracts';
import {
  centerRow, gridGap, InboxIcon, inlineRow, MailIcon, mutedText, PhoneIcon, plainList, Skeleton, spreadRow, wrapRow,
} from '@rl/web-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { INQUIRY_PAGE_SIZE } from '../../../shared/api/admin-api';
import { Chip } from '../../../shared/ui/Chip';
import { formatDateTime } from '../../../shared/ui/format';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { Switch } from '../../../shared/ui/Switch';
import { useInquiries } from '../hooks/useInquiries';
import { useInquiryHandled } from '../hooks/useInquiryHandled';
import { PAGES } from '@rl/contracts/pages';

/** The sales team's inbox: buyer messages from the contact form, newest first. */
export function InquiriesPanel() {
  const [page, setPage] = useState(1);
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const inbox = useInquiries(page, unhandledOnly);
  const handled = useInquiryHandled();

  const inquiries = inbox.data?.inquiries ?? [];
  useEffect(() => {
    if (page > 1 && inbox.data && inbox.data.inquiries.length === 0 && !inbox.isFetching) setPage((p) => p - 1);
  }, [page, inbox.data, inbox.isFetching]);

  return (
    <section aria-labelledby="inquiries-heading">
      <PanelHeading
        id="inquiries-heading"
        title="Buyer inquiries"
        actions={
          <Switch
            label="Unhandled only"
            checked={unhandledOnly}
            onChange={(on) => {
              setUnhandledOnly(on);
              setPage(1);
            }}
          />
        }
      >
        Messages sent from listing pages, newest first. Mark each one handled once the team has followed up.
      </PanelHeading>
      {inbox.isLoading ? (
        <List aria-busy="true" aria-label="Loading inquiries">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="140px" />
          ))}
        </List>
      ) : inbox.isError && !inbox.data ? (
        <ErrorState what="the inquiries" error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inquiries.length === 0 ? (
        <EmptyState icon={<InboxIcon size={24} />} title={unhandledOnly ? 'No unhandled inquiries' : 'No inquiries yet'} />
      ) : (
        <>
          <List as="ul" aria-label="Inquiries">
            {inquiries.map((q) => (
              <li key={q.id}>
                <InquiryCard
                  inquiry={q}
                  busy={handled.isPending && handled.variables?.inquiryId === q.id}
                  onHandled={(on) => handled.mutate({ inquiryId: q.id, handled: on })}
                />
              </li>
            ))}
          </List>
          <Pager page={page} pageSize={INQUIRY_PAGE_SIZE} total={inbox.data?.total ?? 0} onPage={setPage} noun="inquiries" busy={inbox.isFetching} />
        </>
      )}
    </section>
  );
}

function InquiryCard({ inquiry: q, busy, onHandled }: { inquiry: Inquiry; busy: boolean; onHandled: (handled: boolean) => void }) {
  const titleId = `inquiry-${q.id}`;
  return (
    <Card aria-labelledby={titleId} $handled={q.handled} data-testid={`inquiry-${q.id}`}>
      <Top>
        <div>
          <Subject id={titleId}>{q.subject}</Subject>
          <About>
            About{' '}
            <Link to={PAGES.vehicle(q.vehicleId)}>{q.vehicleTitle ?? `listing #${q.vehicleId}`}</Link>
          </About>
        </div>
        <Status>
          {q.handled ? <Chip $tone="success">Handled</Chip> : <Chip $tone="danger">New</Chip>}
          <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>
        </Status>
      </Top>
      <Sender>
        <strong>{q.senderName}</strong>
        <a href={`mailto:${q.senderEmail}`}>
          <MailIcon size={14} />
          {q.senderEmail}
        </a>
        {q.senderPhone && (
          <a href={`tel:${q.senderPhone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon size={14} />
            {q.senderPhone}
          </a>
        )}
      </Sender>
      <Message>{q.message}</Message>
      <Bottom>
        <Interests aria-label="Interests">
          {q.isFinancingInterest && <li><Chip $tone="info">Financing interest</Chip></li>}
          {q.isTradeInInterest && <li><Chip $tone="gold">Trade-in interest</Chip></li>}
        </Interests>
        <Switch label="Mark handled" checked={q.handled} disabled={busy} onChange={onHandled} />
      </Bottom>
    </Card>
  );
}

const List = styled.div`
  ${gridGap(12)}
  ${plainList}
`;

const Card = styled.article<{ $handled: boolean }>`
  ${gridGap(12)}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ $handled, theme }) => ($handled ? theme.colors.border : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} { padding: 18px 20px; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
`;

const Subject = styled.h3`
  font-size: 1.02rem;
  overflow-wrap: anywhere;
`;

const About = styled.p`
  margin-top: 4px;
  ${mutedText('0.875rem')}
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const Status = styled.div`
  ${centerRow}
  gap: 10px;
  ${mutedText('0.8rem')}
  white-space: nowrap;
`;

const Sender = styled.div`
  ${wrapRow}
  gap: 6px 16px;
  font-size: 0.875rem;
  a {
    ${inlineRow}
    gap: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; }
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.925rem;
  line-height: 1.55;
`;

const Bottom = styled.div`
  ${spreadRow()}
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  ${plainList}
  min-height: 1px;
`;
