import { Container, gridGap, Skeleton } from '@rl/web-kit';
import styled from 'styled-components';

/** Shown while the session is checked, or while a signed-out visitor is being sent to sign in. */
export function SellerScreenSkeleton() {
  return (
    <Container>
      <Frame aria-busy="true" aria-label="Loading">
        <Skeleton $height="36px" $width="40%" />
        <Skeleton $height="18px" $width="65%" />
        <Grid>
          <Skeleton $height="96px" />
          <Skeleton $height="96px" />
          <Skeleton $height="96px" />
        </Grid>
        <Skeleton $height="220px" />
      </Frame>
    </Container>
  );
}

const Frame = styled.div`
  ${gridGap(18)}
  padding: 48px 0 64px;
`;

const Grid = styled.div`
  ${gridGap(16)}
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
`;
