import { gridGap, Skeleton, surfacePanel } from '@rl/web-kit';
import styled from 'styled-components';

/** The form's shape while the listing (or the form's code) loads. */
export function FormSkeleton() {
  return (
    <Frame aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <Skeleton $height="24px" $width="40%" />
          <Grid>
            {Array.from({ length: i === 0 ? 6 : 2 }, (_, j) => (
              <Skeleton key={j} $height="46px" />
            ))}
          </Grid>
        </Card>
      ))}
    </Frame>
  );
}

const Frame = styled.div`${gridGap(20)}`;

const Card = styled.div`
  ${gridGap(18)}
  padding: 24px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Grid = styled.div`
  ${gridGap(16)}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, 1fr); }
`;
