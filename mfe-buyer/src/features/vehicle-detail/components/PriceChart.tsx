import { formatPrice, type PriceGuidance } from '@rl/contracts';
import { formatMileage } from '@rl/web-kit/vehicles';
import { useId } from 'react';
import styled from 'styled-components';
import { useElementWidth } from '../hooks/useElementWidth';
import { niceTicks, shortDollars, shortMiles } from '../price-guidance';
import { gridGap, mutedText } from '@rl/web-kit';

interface Props {
  guidance: PriceGuidance;
  car: { price: number; mileage: number };
}

const COLORS = { point: '#1d3a6e', sold: '#17603c', band: '#dff3e8', bandEdge: '#17603c', grid: '#e2e6ec', label: '#5a6577', car: '#d6202a' };

/**
 * Comparables' asking prices (and the final prices of cars sold here, drawn as squares) against their mileage, the
 * fair range as a band and this car marked.
 * Drawn at the element's real width so labels stay legible on a phone; a table gives the same data in text.
 */
export function PriceChart({ guidance, car }: Props) {
  const uid = useId();
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const narrow = width < 480;
  const height = narrow ? 220 : 260;
  const m = { top: 16, right: 14, bottom: 34, left: narrow ? 46 : 54 };
  const plotW = Math.max(10, width - m.left - m.right);
  const plotH = height - m.top - m.bottom;

  const miles = [...guidance.points.map((p) => p.mileage), car.mileage];
  const prices = [...guidance.points.map((p) => p.price), car.price, guidance.fairLow, guidance.fairHigh];
  const xTicks = niceTicks(Math.min(...miles), Math.max(...miles), narrow ? 3 : 5);
  const yTicks = niceTicks(Math.min(...prices), Math.max(...prices), 4);
  const [x0, x1] = [xTicks[0], xTicks[xTicks.length - 1]];
  const [y0, y1] = [yTicks[0], yTicks[yTicks.length - 1]];
  const x = (v: number) => m.left + ((v - x0) / (x1 - x0)) * plotW;
  const y = (v: number) => m.top + plotH - ((v - y0) / (y1 - y0)) * plotH;

  const carX = x(car.mileage);
  const carY = y(car.price);
  const labelLeft = carX > m.left + plotW - 70;
  const labelBelow = carY < m.top + 24;
  const bandTop = y(guidance.fairHigh);
  const bandHeight = Math.max(2, y(guidance.fairLow) - bandTop);

  const sortedPoints = [...guidance.points].sort((a, b) => a.mileage - b.mileage || a.price - b.price);
  const soldCount = guidance.points.filter((p) => p.sold).length;
  const description =
    `${guidance.points.length} comparable listings at ${formatPrice(Math.min(...guidance.points.map((p) => p.price)))} to ` +
    `${formatPrice(Math.max(...guidance.points.map((p) => p.price)))} with ${formatMileage(Math.min(...guidance.points.map((p) => p.mileage)))} ` +
    `to ${formatMileage(Math.max(...guidance.points.map((p) => p.mileage)))}. This car: ${formatPrice(car.price)} with ${formatMileage(car.mileage)}. ` +
    `${soldCount ? `${soldCount} of them sold here, at their final price. ` : ''}` +
    `Fair range ${formatPrice(guidance.fairLow)} to ${formatPrice(guidance.fairHigh)}.`;

  return (
    <Figure>
      <div ref={frame}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${uid}-title ${uid}-desc`}
          data-testid="price-chart"
        >
          <title id={`${uid}-title`}>Price against mileage of comparable listings</title>
          <desc id={`${uid}-desc`}>{description}</desc>
          {yTicks.map((t) => (
            <g key={`y${t}`}>
              <line x1={m.left} x2={m.left + plotW} y1={y(t)} y2={y(t)} stroke={COLORS.grid} />
              <text x={m.left - 8} y={y(t)} dy="0.32em" textAnchor="end" fontSize={12} fill={COLORS.label}>
                {shortDollars(t)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={`x${t}`} x={x(t)} y={height - 10} textAnchor="middle" fontSize={12} fill={COLORS.label}>
              {shortMiles(t)}
            </text>
          ))}
          <rect
            x={m.left}
            y={bandTop}
            width={plotW}
            height={bandHeight}
            fill={COLORS.band}
            fillOpacity={0.8}
            stroke={COLORS.bandEdge}
            strokeOpacity={0.35}
            strokeDasharray="4 3"
            data-testid="fair-band"
          />
          {sortedPoints.map((p, i) => (p.sold ? (
            <rect
              key={i} x={x(p.mileage) - 5} y={y(p.price) - 5} width={10} height={10}
              fill={COLORS.sold} fillOpacity={0.8} data-testid="sold-point"
            />
          ) : (
            <circle key={i} cx={x(p.mileage)} cy={y(p.price)} r={4.5} fill={COLORS.point} fillOpacity={0.55} data-testid="comparable-point" />
          )))}
          <circle cx={carX} cy={carY} r={8} fill={COLORS.car} stroke="#ffffff" strokeWidth={2.5} data-testid="this-car-point" />
          <text
            x={carX + (labelLeft ? -13 : 13)}
            y={carY + (labelBelow ? 20 : -12)}
            textAnchor={labelLeft ? 'end' : 'start'}
            fontSize={12}
            fontWeight={800}
            fill={COLORS.car}
            stroke="#ffffff"
            strokeWidth={3}
            paintOrder="stroke"
          >
            This car
          </text>
        </svg>
      </div>
      <Legend aria-hidden="true">
        <span><Dot $color={COLORS.point} /> Comparable listings (asking price)</span>
        {soldCount > 0 && <span><Square /> Sold here (final price)</span>}
        <span><Dot $color={COLORS.car} $big /> This car</span>
        <span><Swatch /> Fair range</span>
      </Legend>
      <details>
        <summary>Show the comparable listings as a table</summary>
        <Table>
          <caption>Comparable listings, by mileage</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Mileage</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {sortedPoints.map((p, i) => (
              <tr key={i}>
                <td>{p.year}</td>
                <td>{formatMileage(p.mileage)}</td>
                <td>{formatPrice(p.price)} <PriceKind>{p.sold ? 'sold here' : 'asking'}</PriceKind></td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  ${gridGap(10)}
  margin: 0;
  min-width: 0;
  svg { display: block; max-width: 100%; overflow: visible; }
  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.88rem;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  ${mutedText('0.82rem')}
  span { display: inline-flex; align-items: center; gap: 6px; }
`;

const Dot = styled.i<{ $color: string; $big?: boolean }>`
  width: ${({ $big }) => ($big ? 13 : 9)}px;
  height: ${({ $big }) => ($big ? 13 : 9)}px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  opacity: ${({ $big }) => ($big ? 1 : 0.6)};
`;

const Square = styled.i`
  width: 10px;
  height: 10px;
  background: ${COLORS.sold};
  opacity: 0.8;
`;

const PriceKind = styled.span`
  ${mutedText('0.8rem')}
`;

const Swatch = styled.i`
  width: 16px;
  height: 10px;
  border: 1px dashed rgba(23, 96, 60, 0.5);
  background: ${COLORS.band};
`;

const Table = styled.table`
  width: 100%;
  margin-top: 10px;
  border-collapse: collapse;
  font-size: 0.88rem;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; padding-bottom: 6px; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: ${({ theme }) => theme.colors.textMuted}; }
`;
