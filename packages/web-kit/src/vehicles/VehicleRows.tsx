import { gridGap, mutedText, Skeleton } from '@rl/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vehicleName, vehiclePath } from './format';
import { VehicleThumb } from './VehicleThumb';

interface RowVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  images: readonly string[];
}

/** Small rows in as many columns as fit (at least 340 px each): dashboards and the signed-in home. */
export const VehicleRows = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 10px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One listing as a row: thumbnail, the name linking to its page, a `detail` line under it and an
 * `aside` on the right (a price, a status). The whole row is the link's target.
 */
export function VehicleRow({ vehicle, detail, aside }: { vehicle: RowVehicle; detail?: ReactNode; aside?: ReactNode }) {
  return (
    <Row>
      <VehicleThumb images={vehicle.images} />
      <Text>
        <Link to={vehiclePath(vehicle.id)}>
          <strong>{vehicleName(vehicle)}</strong>
        </Link>
        {detail && <Detail>{detail}</Detail>}
      </Text>
      {aside && <Aside>{aside}</Aside>}
    </Row>
  );
}

/** `count` row-shaped placeholders while a list loads. */
export function VehicleRowSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <VehicleRows aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden="true">
          <Skeleton $height="66px" />
        </li>
      ))}
    </VehicleRows>
  );
}

const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) auto;
  align-items: center;
  gap: 14px;
  min-width: 0;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:focus-within { box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focus}; }
  a {
    color: inherit;
    text-decoration: none;
    &::after { content: ''; position: absolute; inset: 0; }
    &:focus-visible { outline: none; }
  }
  strong {
    display: block;
    overflow: hidden;
    font-size: 0.95rem;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Text = styled.div`
  ${gridGap(2)}
  min-width: 0;
  overflow: hidden;
`;

const Detail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  ${mutedText('0.85rem')}
`;

const Aside = styled.div`
  font-weight: 700;
  white-space: nowrap;
`;
