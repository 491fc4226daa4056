import { mayAccess, pageTitle, StaffRoleSchema } from '@rl/contracts';
import { Container, gridGap, Skeleton, useAccessGuard, useSession } from '@rl/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Tabs, type TabItem } from '../shared/ui/Tabs';
import { DeskPanel } from '../features/desk/components/DeskPanel';
import { InquiriesPanel } from '../features/inquiries/components/InquiriesPanel';
import { ApprovedPanel } from '../features/moderated-listings/components/ApprovedPanel';
import { RejectedPanel } from '../features/moderated-listings/components/RejectedPanel';
import { ADMIN_ONLY } from '../shared/access-notice';
import { PendingPanel } from '../features/moderation/components/PendingPanel';
import { usePendingListings } from '../features/moderation/hooks/usePendingListings';
import { RevisionsPanel } from '../features/revisions/components/RevisionsPanel';
import { StaffPanel } from '../features/staff/components/StaffPanel';
import { StaffLogPanel } from '../features/staff-log/StaffLogPanel';
import { TeamPanel } from '../features/team/components/TeamPanel';
import { usePendingRevisions } from '../features/revisions/hooks/usePendingRevisions';
import { DashboardHeader, HEADER_COPY } from '../features/dashboard/components/DashboardHeader';
import { StatCards } from '../features/dashboard/components/StatCards';

type AdminTab = 'desk' | 'pending' | 'revisions' | 'approved' | 'rejected' | 'inquiries' | 'staff' | 'staff-log' | 'team';

/**
 * /admin (spec §2): the staff only (associates, moderators, admins); anyone else gets the §6 notice and is
 * sent away after 500 ms. Each member of staff sees the parts of their role.
 */
export function AdminDashboardPage() {
  const access = useAccessGuard('staff', ADMIN_ONLY);
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
  return <StaffDashboard />;
}

/** Associates get the sales desk only, moderators the moderation screens only; admins both. */
function StaffDashboard() {
  const { user } = useSession();
  const moderates = mayAccess(user?.role, 'moderation');
  const sells = mayAccess(user?.role, 'desk');
  const [tab, setTab] = useState<AdminTab>(moderates ? 'pending' : 'desk');
  // the guard let only staff in; anything else would be a session changing under the page
  const role = StaffRoleSchema.catch('associate').parse(user?.role);
  useEffect(() => {
    document.title = pageTitle(HEADER_COPY[role].title);
  }, [role]);
  return (
    <>
      <DashboardHeader role={role} />
      <Container>
        <Body>
          {moderates ? (
            <>
              <StatCards />
              <ModerationTabs tab={tab} setTab={setTab} withDesk={sells} withStaff={mayAccess(user?.role, 'staffManagement')} withTeam={user?.role === 'admin'} />
            </>
          ) : (
            <Tabs label="Sales sections" tabs={[{ key: 'desk', label: 'Sales desk' }]} value="desk" onChange={setTab}>
              <DeskPanel />
            </Tabs>
          )}
        </Body>
      </Container>
    </>
  );
}

function ModerationTabs({ tab, setTab, withDesk, withStaff, withTeam }: { tab: AdminTab; setTab: (t: AdminTab) => void; withDesk: boolean; withStaff: boolean; withTeam: boolean }) {
  // the tab shows the size of the whole queue (x-total-count), not of one page
  const pending = usePendingListings(1);
  const revisions = usePendingRevisions(1);
  const tabs: TabItem<AdminTab>[] = [
    ...(withDesk ? [{ key: 'desk' as const, label: 'Sales desk' }] : []),
    // '...' while the count loads, as the stat cards do: a '0' would say the queue is empty
    { key: 'pending', label: `Pending Approval (${pending.isPending ? '...' : pending.data?.total ?? 0})` },
    { key: 'revisions', label: `Changes to Review (${revisions.isPending ? '...' : revisions.data?.total ?? 0})` },
    { key: 'approved', label: 'Approved Listings' },
    { key: 'rejected', label: 'Rejected Listings' },
    ...(withDesk ? [{ key: 'inquiries' as const, label: 'Inquiries' }] : []),
    ...(withTeam ? [{ key: 'team' as const, label: 'Team' }] : []),
    ...(withStaff ? [{ key: 'staff' as const, label: 'Staff' }, { key: 'staff-log' as const, label: 'Staff log' }] : []),
  ];
  return (
    <Tabs label="Admin sections" tabs={tabs} value={tab} onChange={setTab}>
      {tab === 'desk' && <DeskPanel />}
      {tab === 'pending' && <PendingPanel />}
      {tab === 'revisions' && <RevisionsPanel />}
      {tab === 'approved' && <ApprovedPanel />}
      {tab === 'rejected' && <RejectedPanel />}
      {tab === 'inquiries' && <InquiriesPanel />}
      {tab === 'team' && <TeamPanel />}
      {tab === 'staff' && <StaffPanel />}
      {tab === 'staff-log' && <StaffLogPanel />}
    </Tabs>
  );
}

const Waiting = styled.div`
  ${gridGap(18)}
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
