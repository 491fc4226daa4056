import { Container, gridGap } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A one-card screen on the dark backdrop (pages opened from mailed links). */
export function NarrowPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Backdrop>
      <Container>
        <Card>
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
          <Body>{children}</Body>
        </Card>
      </Container>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  background: radial-gradient(1200px 600px at 10% 0%, ${({ theme }) => theme.colors.navyRaised}, transparent),
    ${({ theme }) => theme.colors.ink};
  padding: 40px 0 64px;
  ${({ theme }) => theme.media.lg} { padding: 72px 0 96px; }
`;

const Card = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 28px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h1 { font-size: 1.6rem; }
  ${({ theme }) => theme.media.sm} { padding: 36px; }
`;

const Lead = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  ${gridGap(18)}
  margin-top: 22px;
`;
