import { mutedText } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface StatItem {
  /** names the value for tests and styles: `data-testid="stat-{key}"` */
  key: string;
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** the icon's colour (a 6-digit hex: its tint is the icon's background) */
  tone: string;
}

/**
 * Summary figures as a row of cards (two columns on phones, four from 1024 px): the seller's and the
 * admin's dashboards. `busy` marks the values as loading; `children` go below the cards (an error).
 */
export function StatCards({
  items,
  label = 'Listing statistics',
  busy = false,
  children,
}: {
  items: readonly StatItem[];
  label?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <Grid>
        {items.map((item) => (
          <Item key={item.key}>
            <Icon $tone={item.tone}>{item.icon}</Icon>
            <dl>
              <dt>{item.label}</dt>
              <dd data-testid={`stat-${item.key}`} aria-busy={busy || undefined}>
                {item.value}
              </dd>
            </dl>
          </Item>
        ))}
      </Grid>
      {children}
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
`;

/** Positioned, so the cards paint above a page header they overlap (both dashboards pull them up into it). */
const Item = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 14px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.md} { padding: 20px 22px; }
  dl { margin: 0; min-width: 0; }
  dt {
    overflow: hidden;
    ${mutedText('0.8rem')}
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
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
