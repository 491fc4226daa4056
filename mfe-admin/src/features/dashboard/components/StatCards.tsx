import type { Stats } from '@rl/contracts';
import { Button, describeError, GridIcon, CheckCircleIcon, ClockInsetIcon, XCircleIcon } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStats } from '../hooks/useStats';

interface Card {
  key: keyof Pick<Stats, 'total' | 'pending' | 'approved' | 'rejected'>;
  label: string;
  icon: ReactNode;
  tone: string;
}

const CARDS: Card[] = [
  { key: 'total', label: 'Total Listings', icon: <GridIcon size={20} />, tone: '#23489a' },
  { key: 'pending', label: 'Pending Approval', icon: <ClockInsetIcon size={20} />, tone: '#b26a00' },
  { key: 'approved', label: 'Approved', icon: <CheckCircleIcon size={20} />, tone: '#1f7a4d' },
  { key: 'rejected', label: 'Rejected', icon: <XCircleIcon size={20} />, tone: '#b42318' },
];

/** The four summary cards (spec §2): '...' while loading, 0 for a missing value. */
export function StatCards() {
  const { data, isLoading, isError, error, refetch } = useStats();
  return (
    <section aria-label="Listing statistics">
      <Grid>
        {CARDS.map((c) => (
          <CardBox key={c.key} $tone={c.tone}>
            <Top>
              <Label>{c.label}</Label>
              <IconWrap $tone={c.tone}>{c.icon}</IconWrap>
            </Top>
            <Value data-testid={`stat-${c.key}`} aria-busy={isLoading || undefined}>
              {isLoading ? '...' : (data?.[c.key] ?? 0)}
            </Value>
          </CardBox>
        ))}
      </Grid>
      {isError && (
        <StatsError role="alert">
          <span>Could not load the statistics: {describeError(error)}</span>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </StatsError>
      )}
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
  ${({ theme }) => theme.media.lg} { gap: 20px; }
`;

const CardBox = styled.div<{ $tone: string }>`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 3px;
    background: ${({ $tone }) => $tone};
  }
  ${({ theme }) => theme.media.md} { padding: 20px 22px; }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
  ${({ theme }) => theme.media.md} { font-size: 0.875rem; }
`;

const IconWrap = styled.span<{ $tone: string }>`
  display: none;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  color: ${({ $tone }) => $tone};
  background: ${({ $tone }) => `${$tone}14`};
  ${({ theme }) => theme.media.sm} { display: grid; }
  ${({ theme }) => theme.media.md} { display: none; }
  ${({ theme }) => theme.media.lg} { display: grid; }
`;

const Value = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  ${({ theme }) => theme.media.md} { font-size: 2.125rem; }
`;

const StatsError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
