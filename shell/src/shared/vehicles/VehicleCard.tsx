import type { PublicVehicle } from '@rl/contracts';
import { CarIcon, Skeleton } from '@rl/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { capitalise, formatMileage, formatPrice, vehicleName, vehiclePath } from './format';
import { cardImage } from './images';

export type CardVehicle = Pick<
  PublicVehicle,
  'id' | 'year' | 'make' | 'model' | 'trim' | 'price' | 'mileage' | 'condition' | 'location' | 'images' | 'isFeatured'
>;

const SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** A listing as a card; the whole card follows the title link to /vehicles/{id}. */
export function VehicleCard({ vehicle, headingLevel = 3, badge }: { vehicle: CardVehicle; headingLevel?: 2 | 3; badge?: ReactNode }) {
  const image = vehicle.images[0] ? cardImage(vehicle.images[0]) : null;
  return (
    <Card>
      <Media>
        {image ? (
          <img src={image.src} srcSet={image.srcSet} sizes={SIZES} alt="" loading="lazy" decoding="async" />
        ) : (
          <NoPhoto aria-hidden="true">
            <CarIcon size={40} />
          </NoPhoto>
        )}
        {vehicle.isFeatured && <Featured>Featured</Featured>}
        {badge}
      </Media>
      <Body>
        <Title as={`h${headingLevel}`}>
          <Link to={vehiclePath(vehicle.id)}>{vehicleName(vehicle)}</Link>
        </Title>
        {vehicle.trim && <Trim>{vehicle.trim}</Trim>}
        <Price>{formatPrice(vehicle.price)}</Price>
        <Meta>
          <span>{formatMileage(vehicle.mileage)}</span>
          <span aria-hidden="true">·</span>
          <span>{capitalise(vehicle.condition)}</span>
        </Meta>
        <Location>{vehicle.location}</Location>
      </Body>
    </Card>
  );
}

/** Same footprint as a card, while the list loads. */
export function VehicleCardPlaceholder() {
  return (
    <Card aria-hidden="true" data-testid="vehicle-card-placeholder">
      <Skeleton $height="auto" style={{ aspectRatio: '16 / 10', borderRadius: 0 }} />
      <Body>
        <Skeleton $height="20px" $width="70%" />
        <Skeleton $height="14px" $width="40%" />
        <Skeleton $height="24px" $width="35%" />
        <Skeleton $height="14px" $width="60%" />
      </Body>
    </Card>
  );
}

export const CardGrid = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 24px; }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 200ms ease, transform 200ms ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; transform: translateY(-2px); }
  &:focus-within { box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focus}; }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover { transform: none; } }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  background: linear-gradient(135deg, #e9edf3, #f6f7f9);
`;

const Featured = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 16px 18px 18px;
`;

const Title = styled.h3`
  font-size: 1.05rem;
  font-weight: 700;
  a {
    color: inherit;
    text-decoration: none;
    /* the whole card is the link's target area */
    &::after { content: ''; position: absolute; inset: 0; }
    &:focus-visible { outline: none; }
  }
`;

const Trim = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Price = styled.p`
  margin-top: 4px;
  font-size: 1.3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Location = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
