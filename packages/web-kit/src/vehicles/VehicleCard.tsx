import { listedAgo, type PublicVehicle } from '@rl/contracts';
import { ClockIcon, GaugeIcon, HeartIcon, MapPinIcon, mutedText } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from './Badge';
import { CompareToggle } from './compare/CompareToggle';
import { conditionLabel, formatMileage, formatPrice, vehicleName, vehiclePath } from './format';
import { PriceDropBadge, PriceRatingBadge } from './PriceBadges';
import { useSavedToggle } from './useSavedToggle';
import { VehiclePhoto } from './VehiclePhoto';

export type CardVehicle = Pick<
  PublicVehicle,
  'id' | 'year' | 'make' | 'model' | 'price' | 'mileage' | 'condition' | 'location' | 'images' | 'isFeatured'
> &
  Partial<Pick<PublicVehicle, 'status' | 'priceRating' | 'recentPriceDrop' | 'listedAt' | 'salePending'>>;

/** Cards: one column on phones, two on tablets, up to three on desktops (at most ~380 px wide). */
const CARD_PHOTO_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * A listing in a grid (spec §2 vehicle card): photo, price with its fair-price rating and a recent
 * drop, name, mileage, condition, place. The whole card links to the detail page; the heart and the
 * compare toggle sit beside the link (not inside it), so they never follow it.
 */
export function VehicleCard({ vehicle, headingLevel = 3 }: { vehicle: CardVehicle; headingLevel?: 2 | 3 | 4 }) {
  const { saved, toggle } = useSavedToggle(vehicle.id);
  const name = vehicleName(vehicle);
  const Heading = `h${headingLevel}` as 'h3';
  // a sold car's age means nothing to a buyer: its badge says Sold
  const age = vehicle.status === 'sold' ? '' : listedAgo(vehicle.listedAt);
  return (
    <Card data-testid="vehicle-card">
      <Media>
        <VehiclePhoto src={vehicle.images?.[0]} alt={name} sizes={CARD_PHOTO_SIZES} />
        <Badges>
          {vehicle.isFeatured && <Badge $tone="gold">Featured</Badge>}
          {vehicle.status === 'approved' && <Badge $tone="certified">Certified</Badge>}
          {vehicle.status === 'sold' && <Badge $tone="dark">Sold</Badge>}
        </Badges>
        {/* an accepted offer: still on sale, still taking inquiries as back-ups (bottom left: the heart sits top right) */}
        {vehicle.status === 'approved' && vehicle.salePending && (
          <LowerBadges>
            <Badge $tone="pending" data-testid="sale-pending-badge">Sale pending</Badge>
          </LowerBadges>
        )}
      </Media>
      <Body>
        <PriceLine>
          <Price>{formatPrice(vehicle.price)}</Price>
          <PriceRatingBadge rating={vehicle.priceRating} />
          <PriceDropBadge drop={vehicle.recentPriceDrop} />
        </PriceLine>
        <Heading>
          <CardLink to={vehiclePath(vehicle.id)}>{name}</CardLink>
        </Heading>
        <Meta>
          <li>
            <GaugeIcon size={15} />
            {formatMileage(vehicle.mileage)}
          </li>
          <li>{conditionLabel(vehicle.condition)}</li>
          {vehicle.location && (
            <li>
              <MapPinIcon size={15} />
              {vehicle.location}
            </li>
          )}
          {age && (
            <li>
              <ClockIcon size={15} />
              {age}
            </li>
          )}
        </Meta>
        <Footer>
          <CompareToggle vehicle={vehicle} />
        </Footer>
      </Body>
      <HeartButton
        type="button"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${name} from saved vehicles` : `Save ${name}`}
        title={saved ? 'Remove from saved' : 'Save vehicle'}
        $saved={saved}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle();
        }}
      >
        <HeartIcon size={20} filled={saved} />
      </HeartButton>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 180ms ease, transform 180ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: #e9edf2;
  img, svg { transition: transform 400ms ease; }
  ${Card}:hover & img { transform: scale(1.04); }
`;

const Badges = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  pointer-events: none;
`;

const LowerBadges = styled.div`
  position: absolute;
  left: 12px;
  bottom: 12px;
  display: flex;
  pointer-events: none;
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: 6px;
  padding: 16px 18px 18px;
  h2, h3, h4 {
    font-size: 1.05rem;
    font-weight: 700;
    letter-spacing: -0.01em;
  }
`;

const PriceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
`;

const Price = styled.p`
  margin-right: 2px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

/** Stretched over the whole card: the card is one big link target. */
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible { outline: none; }
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  ${mutedText('0.875rem')}
  li {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    min-width: 0;
  }
  svg { flex-shrink: 0; }
`;

const Footer = styled.div`
  display: flex;
  margin-top: 8px;
`;

const HeartButton = styled.button<{ $saved: boolean }>`
  position: absolute;
  top: 10px;
  right: 10px;
  z-index: 2;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.94);
  color: ${({ theme, $saved }) => ($saved ? theme.colors.accent : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition: transform 150ms ease, color 150ms ease;
  &:hover { transform: scale(1.08); color: ${({ theme }) => theme.colors.accent}; }
`;
