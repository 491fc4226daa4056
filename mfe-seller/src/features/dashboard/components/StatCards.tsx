import { CheckIcon, EyeIcon, ClockIcon, ListIcon } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount } from '../../../lib/vehicle-text';
import type { ListingStats } from '../model/stats';

/** Four cards: total listings, active (approved), pending review, total views. */
export function StatCards({ stats, loading }: { stats: ListingStats; loading: boolean }) {
  const value = (n: number) => (loading ? '...' : formatCount(n));
  return (
    <Grid aria-label="Listing statistics">
      <Stat icon={<ListIcon size={18} />} tone="#1d2f52" label="Total Listings" value={value(stats.total)} />
      <Stat icon={<CheckIcon size={18} />} tone="#17603c" label="Active Listings" value={value(stats.active)} />
      <Stat icon={<ClockIcon size={18} />} tone="#8a5a00" label="Pending Review" value={value(stats.pending)} />
      <Stat icon={<EyeIcon size={18} />} tone="#7a5d1f" label="Total Views" value={value(stats.views)} />
    </Grid>
  );
}

function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: string; tone: string }) {
  return (
    <Item>
      <Icon $tone={tone}>{icon}</Icon>
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
    </Item>
  );
}

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  min-width: 0;
  ${({ theme }) => theme.media.md} { padding: 20px 22px; }
  dl { margin: 0; min-width: 0; }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.6rem;
    font-weight: 700;
    letter-spacing: -0.02em;
    line-height: 1.1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    flex-direction: column;
    align-items: flex-start;
    gap: 10px;
    padding: 14px;
  }
`;

const Icon = styled.span<{ $tone: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  color: ${({ $tone }) => $tone};
  background: ${({ $tone }) => `${$tone}14`};
`;
