import { useId } from 'react';
import styled from 'styled-components';

export interface BarSeries { label: string; color: string; values: (number | null)[] }

const shortWeek = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A small SVG bar chart of weekly figures (one group of bars per week, one bar per series), drawn in a
 * viewBox that scales with its box, as the buyer app's PriceChart draws with plain SVG (no chart library).
 * The table beside it gives the same numbers in text; the chart is described by its title.
 */
export function WeeklyBars({ title, weeks, series, format = String }: { title: string; weeks: string[]; series: BarSeries[]; format?: (v: number) => string }) {
  const uid = useId();
  const W = 600;
  const H = 200;
  const m = { top: 12, right: 8, bottom: 26, left: 44 };
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const plotW = W - m.left - m.right;
  const plotH = H - m.top - m.bottom;
  const group = plotW / Math.max(1, weeks.length);
  const bar = Math.max(2, (group * 0.75) / series.length);
  const y = (v: number) => m.top + plotH - (v / max) * plotH;
  return (
    <Figure>
      <figcaption id={`${uid}-t`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${uid}-t`} preserveAspectRatio="none" data-testid="weekly-bars">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={m.left} x2={W - m.right} y1={y(max * f)} y2={y(max * f)} stroke="#e2e6ec" />
            <text x={m.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#5a6577">{format(Math.round(max * f * 10) / 10)}</text>
          </g>
        ))}
        {weeks.map((w, i) => (
          <g key={w}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              return <rect key={s.label} x={m.left + i * group + group * 0.125 + j * bar} y={y(v)} width={bar - 1} height={Math.max(0, m.top + plotH - y(v))} fill={s.color}><title>{`${s.label}, week of ${shortWeek(w)}: ${s.values[i] === null ? '–' : format(v)}`}</title></rect>;
            })}
            {(i % 2 === 0 || weeks.length <= 6) && <text x={m.left + i * group + group / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#5a6577">{shortWeek(w)}</text>}
          </g>
        ))}
      </svg>
      {series.length > 1 && (
        <Legend>
          {series.map((s) => <li key={s.label}><Swatch style={{ background: s.color }} />{s.label}</li>)}
        </Legend>
      )}
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption { font-weight: 600; margin-bottom: 6px; }
  svg { width: 100%; height: 180px; display: block; }
`;
const Legend = styled.ul`
  display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; padding: 0; margin: 6px 0 0; font-size: 0.85rem;
  li { display: flex; align-items: center; gap: 6px; }
`;
const Swatch = styled.span`
  display: inline-block; width: 10px; height: 10px; border-radius: 2px;
`;
