import { Container, Skeleton, useAccessGuard } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Tabs, type TabItem } from '../../../ui/Tabs';
import { InquiriesPanel } from '../../inquiries/components/InquiriesPanel';
import { ApprovedPanel } from '../../moderated-listings/components/ApprovedPanel';
import { RejectedPanel } from '../../moderated-listings/components/RejectedPanel';
import { ADMIN_ONLY } from '../../moderation/access-notice';
import { PendingPanel } from '../../moderation/components/PendingPanel';
import { usePendingListings } from '../../moderation/hooks/usePendingListings';
import { RevisionsPanel } from '../../revisions/components/RevisionsPanel';
import { usePendingRevisions } from '../../revisions/hooks/usePendingRevisions';
import { DashboardHeader } from './DashboardHeader';
import { StatCards } from './StatCards';

type AdminTab = 'pending' | 'revisions' | 'approved' | 'rejected' | 'inquiries';

/** /admin (spec §2): admins only; anyone else gets the §6 notice and is sent away after 500 ms. */
export function AdminDashboardPage() {
  const access = useAccessGuard('admin', ADMIN_ONLY);
  if (access !== 'allowed') {
    return (
      <Container>
        <Waiting aria-busy="true" aria-label="Loading">
          <Skeleton $height="36px" $width="40%" />
          <Skeleton $height="120px" />
        </Waiting>
      </Container>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const [tab, setTab] = useState<AdminTab>('pending');
  // the tab shows the size of the whole queue (x-total-count), not of one page
  const pending = usePendingListings(1);
  const revisions = usePendingRevisions(1);
  const tabs: TabItem<AdminTab>[] = [
    // '...' while the count loads, as the stat cards do: a '0' would say the queue is empty
    { key: 'pending', label: `Pending Approval (${pending.isPending ? '...' : pending.data?.total ?? 0})` },
    { key: 'revisions', label: `Changes to Review (${revisions.isPending ? '...' : revisions.data?.total ?? 0})` },
    { key: 'approved', label: 'Approved Listings' },
    { key: 'rejected', label: 'Rejected Listings' },
    { key: 'inquiries', label: 'Inquiries' },
  ];
  return (
    <>
      <DashboardHeader />
      <Container>
        <Body>
          <StatCards />
          <Tabs label="Admin sections" tabs={tabs} value={tab} onChange={setTab}>
            {tab === 'pending' && <PendingPanel />}
            {tab === 'revisions' && <RevisionsPanel />}
            {tab === 'approved' && <ApprovedPanel />}
            {tab === 'rejected' && <RejectedPanel />}
            {tab === 'inquiries' && <InquiriesPanel />}
          </Tabs>
        </Body>
      </Container>
    </>
  );
}

const Waiting = styled.div`
  display: grid;
  gap: 18px;
  padding: 48px 0 64px;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  margin-top: -56px;
  padding-bottom: 64px;
  ${({ theme }) => theme.media.md} { margin-top: -64px; gap: 36px; }
`;
