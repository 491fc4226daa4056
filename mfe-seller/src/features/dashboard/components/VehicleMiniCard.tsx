
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, vehicleName } from '../../../lib/vehicle-text';
import { VehicleThumb } from './VehicleThumb';

interface MiniVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  price: string;
  images: string[];
}

/** A small linked card (photo, name, price) for the recent and saved lists. */
export function VehicleMiniCard({ vehicle, meta }: { vehicle: MiniVehicle; meta?: ReactNode }) {
  return (
    <Item>
      <CardLink to={`/vehicles/${vehicle.id}`}>
        <Photo images={vehicle.images} variant="medium" />
        <Body>
          <strong>{vehicleName(vehicle)}</strong>
          <span>{formatPrice(vehicle.price)}</span>
          {meta && <Meta>{meta}</Meta>}
        </Body>
      </CardLink>
    </Item>
  );
}

export const MiniGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; }
`;

const Item = styled.li`
  min-width: 0;
`;

const CardLink = styled(Link)`
  display: flex;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
  transition: box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; transform: translateY(-2px); border-color: #cfd5de; }
  ${({ theme }) => theme.media.sm} { flex-direction: column; }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

const Photo = styled(VehicleThumb)`
  flex: none;
  width: 112px;
  aspect-ratio: 4 / 3;
  ${({ theme }) => theme.media.sm} { width: 100%; aspect-ratio: 16 / 10; }
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  align-content: center;
  padding: 12px 14px;
  min-width: 0;
  strong { font-size: 0.95rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  > span { font-weight: 700; color: ${({ theme }) => theme.colors.accent}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;
