import type { StaffRole } from '@rl/contracts';
import { capsLabel, Container, inlineRow, ShieldIcon, spreadRow } from '@rl/web-kit';
import styled from 'styled-components';

/** What the banner says to each member of staff: admins get spec §2's title and badge, the others their own. */
export const HEADER_COPY: Record<StaffRole, { title: string; subtitle: string; badge: string }> = {
  admin: { title: 'Admin Dashboard', subtitle: 'Manage listings and monitor platform activity', badge: 'Administrator' },
  associate: { title: 'Sales Desk', subtitle: 'Answer buyers and work your leads', badge: 'Associate' },
  moderator: { title: 'Listing Review', subtitle: 'Review listings before they go public', badge: 'Moderator' },
};

/** Title, subtitle and the badge of the signed-in member of staff's role, on the dark banner of the site. */
export function DashboardHeader({ role }: { role: StaffRole }) {
  const copy = HEADER_COPY[role];
  return (
    <Banner>
      <Container>
        <Row>
          <div>
            <h1>{copy.title}</h1>
            <Subtitle>{copy.subtitle}</Subtitle>
          </div>
          <Badge>
            <ShieldIcon size={16} />
            {copy.badge}
          </Badge>
        </Row>
      </Container>
    </Banner>
  );
}

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: 40px 0 88px;
  background:
    radial-gradient(circle at 85% -20%, rgba(200, 164, 93, 0.22), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.textOnDark};
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); }
  ${({ theme }) => theme.media.md} { padding: 56px 0 104px; }
`;

const Row = styled.div`
  ${spreadRow('flex-start')}
  gap: 16px;
`;

const Subtitle = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 1rem;
  ${({ theme }) => theme.media.md} { font-size: 1.0625rem; }
`;

const Badge = styled.span`
  ${inlineRow}
  gap: 8px;
  padding: 7px 14px;
  border: 1px solid rgba(200, 164, 93, 0.55);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(200, 164, 93, 0.12);
  color: ${({ theme }) => theme.colors.gold};
  ${capsLabel('0.8125rem', 600, '0.06em')}
`;
