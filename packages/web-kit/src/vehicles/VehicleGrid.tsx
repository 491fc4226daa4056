import { gridGap, Skeleton } from '@rl/web-kit';
import styled from 'styled-components';

/** Cards in 1 / 2 / 3 columns. */
export const VehicleGrid = styled.ul<{ $columns?: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** `count` card-shaped placeholders while a list loads. */
export function CardSkeletons({ count, label = 'Loading vehicles' }: { count: number; label?: string }) {
  return (
    <VehicleGrid aria-busy="true" aria-label={label} data-testid="card-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} aria-hidden="true" data-testid="card-skeleton">
          <Skeleton $height="auto" style={{ aspectRatio: '3 / 2', borderRadius: 0 }} />
          <div>
            <Skeleton $height="22px" $width="40%" />
            <Skeleton $height="18px" $width="75%" />
            <Skeleton $height="14px" $width="60%" />
          </div>
        </SkeletonCard>
      ))}
    </VehicleGrid>
  );
}

const SkeletonCard = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > div:last-child {
    ${gridGap(10)}
    padding: 16px 18px 20px;
  }
`;
