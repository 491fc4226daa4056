import { Container, ScreenPlaceholder, Skeleton, useAccessGuard } from '@rl/web-kit';
import styled from 'styled-components';
import { ADMIN_ONLY } from '../access-notice';

/** /admin: listing moderation and platform stats; built in a later issue. */
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
  return (
    <ScreenPlaceholder
      eyebrow="Administrator"
      title="Admin Dashboard"
      description="Manage listings and monitor platform activity: pending approvals, approved and rejected listings will appear here."
    />
  );
}

const Waiting = styled.div`
  display: grid;
  gap: 18px;
  padding: 48px 0 64px;
`;
