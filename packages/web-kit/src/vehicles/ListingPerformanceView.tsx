import { gridGap, mutedText } from '@rl/web-kit';
import {
  PERFORMANCE_METRIC_LABELS, PERFORMANCE_METRICS, comparedWithSimilar, type ListingPerformance, type PerformanceMetric,
} from '@rl/contracts';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const COLORS = { bar: '#1d3a6e', barToday: '#8ea3c4', grid: '#e2e6ec', label: '#5a6577' };

const shortDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const count = (n: number) => n.toLocaleString('en-US');

/**
 * A listing's performance over its days: the totals beside the comparables' medians in words, a bar chart
 * of one figure per day (the seller picks which) and a table of every figure per day beside it (below it on
 * a phone). Plain SVG in a viewBox that scales with its box, as the other charts of the apps.
 */
export function ListingPerformanceView({ performance }: { performance: ListingPerformance }) {
  const [metric, setMetric] = useState<PerformanceMetric>('views');
  const { totals, comparables } = performance;
  return (
    <Wrap data-testid="listing-performance">
      <Tiles>
        {PERFORMANCE_METRICS.map((m) => {
          const words = comparedWithSimilar(m, totals[m], comparables?.medians[m]);
          return (
            <li key={m} data-testid={`performance-total-${m}`}>
              <span>{PERFORMANCE_METRIC_LABELS[m]}</span>
              <strong>{count(totals[m])}</strong>
              {comparables && <small>{words} (median {count(comparables.medians[m])})</small>}
            </li>
          );
        })}
      </Tiles>
      <Note>
        {comparables
          ? `Compared with the median of ${count(comparables.peers)} live listings of the same make and model over the same 30 days.`
          : 'Too few live listings of the same make and model to compare with yet.'}{' '}
        Compare adds are kept in buyers&apos; browsers and are not counted.
      </Note>
      {performance.reasons.length > 0 && (
        <Reasons aria-label="What may hold this listing back">
          <h3>What may hold it back</h3>
          <ul>
            {performance.reasons.map((r) => <li key={r.kind}>{r.text}</li>)}
          </ul>
        </Reasons>
      )}
      <Split>
        <div>
          <Picker role="group" aria-label="Figure shown in the chart">
            {PERFORMANCE_METRICS.map((m) => (
              <button key={m} type="button" aria-pressed={metric === m} onClick={() => setMetric(m)}>
                {PERFORMANCE_METRIC_LABELS[m]}
              </button>
            ))}
          </Picker>
          <DailyBars performance={performance} metric={metric} />
        </div>
        <TableBox tabIndex={0} aria-label="Figures per day">
          <table>
            <caption>Per day, {shortDay(performance.from)} to {shortDay(performance.to)} (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {PERFORMANCE_METRICS.map((m) => <th key={m} scope="col">{PERFORMANCE_METRIC_LABELS[m]}</th>)}
              </tr>
            </thead>
            <tbody>
              {[...performance.days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{shortDay(d.day)}</th>
                  {PERFORMANCE_METRICS.map((m) => <td key={m}>{count(d[m])}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </Split>
    </Wrap>
  );
}

/** Whether the screen is phone-narrow (the chart then draws in a narrower box, so its labels keep their size). */
function useNarrow(): boolean {
  const query = '(max-width: 600px)';
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const changed = () => setNarrow(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return narrow;
}

function DailyBars({ performance, metric }: { performance: ListingPerformance; metric: PerformanceMetric }) {
  const uid = useId();
  const narrow = useNarrow();
  const W = narrow ? 340 : 600;
  const H = 220;
  const m = { top: 12, right: 8, bottom: 26, left: narrow ? 32 : 40 };
  const values = performance.days.map((d) => d[metric]);
  const max = Math.max(1, ...values);
  // whole-number ticks only, never the same one twice
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const plotW = W - m.left - m.right;
  const plotH = H - m.top - m.bottom;
  const slot = plotW / Math.max(1, values.length);
  const y = (v: number) => m.top + plotH - (v / max) * plotH;
  const label = PERFORMANCE_METRIC_LABELS[metric];
  return (
    <Figure>
      <figcaption id={`${uid}-t`}>{label} per day</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${uid}-t`} preserveAspectRatio="none" data-testid="performance-chart">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={m.left} x2={W - m.right} y1={y(t)} y2={y(t)} stroke={COLORS.grid} />
            <text x={m.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill={COLORS.label}>{count(t)}</text>
          </g>
        ))}
        {performance.days.map((d, i) => (
          <g key={d.day}>
            <rect
              x={m.left + i * slot + slot * 0.15}
              y={y(d[metric])}
              width={Math.max(1, slot * 0.7)}
              height={Math.max(0, m.top + plotH - y(d[metric]))}
              fill={i === values.length - 1 ? COLORS.barToday : COLORS.bar}
            >
              <title>{`${shortDay(d.day)}: ${count(d[metric])} ${label.toLowerCase()}`}</title>
            </rect>
            {i % (narrow ? 10 : 7) === 0 && <text x={m.left + i * slot + slot / 2} y={H - 8} textAnchor="middle" fontSize="11" fill={COLORS.label}>{shortDay(d.day)}</text>}
          </g>
        ))}
      </svg>
      <small>Today so far in the lighter bar; search appearances are added once a minute.</small>
    </Figure>
  );
}

const Wrap = styled.div`
  ${gridGap(14)}
  min-width: 0;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  li {
    ${gridGap(2)}
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  strong { font-size: 1.35rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0;
  ${mutedText('0.85rem')}
`;

const Reasons = styled.section`
  padding: 10px 14px;
  border-left: 3px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  h3 { font-size: 0.95rem; font-weight: 700; margin: 0 0 4px; }
  ul { margin: 0; padding-left: 18px; display: grid; gap: 2px; font-size: 0.9rem; }
`;

const Split = styled.div`
  ${gridGap(16)}
  min-width: 0;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
`;

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 8px;
  button {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.85rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption { font-weight: 600; margin-bottom: 6px; }
  svg { width: 100%; height: 200px; display: block; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
`;

const TableBox = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  table { width: 100%; border-collapse: collapse; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
  caption { text-align: left; padding: 8px 10px; font-weight: 600; }
  th, td { padding: 5px 8px; text-align: right; border-top: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  thead th { white-space: normal; vertical-align: bottom; }
  th[scope='row'], thead th:first-child { text-align: left; }
  thead th { position: sticky; top: 0; background: ${({ theme }) => theme.colors.surface}; font-weight: 600; }
`;
