import { API } from '@rl/contracts';
import {
  CarIcon, centerRow, DollarIcon, gridCenter, gridGap, HeartIcon, mutedText, PhoneIcon, plainList, ShieldIcon, SITE, StarIcon, telHref, TrendingIcon, useSavedVehicleIds,
} from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fetchList, vehicleKeys } from '../../../shared/api/vehicles-api';
import { EmptyState, Section } from '../../../shared/components/layout';
import { VehicleCard, CardSkeletons, VehicleGrid, formatPrice, priceNumber } from '@rl/web-kit/vehicles';
import type { SearchResults } from '../hooks/useSearchResults';
import { PAGES } from '@rl/contracts/pages';

/** Spec §9: featured vehicles shown at most 6; dashboard recent listings 3. */
const FEATURED_SHOWN = 6;
const RECENT_SHOWN = 3;

function useFeatured() {
  return useQuery({ queryKey: vehicleKeys.featured(), queryFn: () => fetchList(API.vehiclesFeatured) });
}

function useRecent() {
  return useQuery({ queryKey: vehicleKeys.recent(), queryFn: () => fetchList(API.vehiclesRecent) });
}

/** A summary of the market and the visitor's own activity. */
export function DashboardSummary({ results }: { results: SearchResults }) {
  const featured = useFeatured();
  const saved = useSavedVehicleIds();
  const prices = results.vehicles.map((v) => priceNumber(v.price)).filter((p) => p > 0);
  const average = prices.length ? prices.reduce((a, b) => a + b, 0) / prices.length : null;
  const loading = results.isLoading;
  return (
    <Section id="dashboard" eyebrow="At a glance" title="Your Search Dashboard">
      <Stats>
        <Stat icon={<CarIcon size={22} />} label="Matching vehicles">
          {loading || results.error ? '—' : `${results.total.toLocaleString('en-US')}${results.totalIsEstimate ? '+' : ''}`}
        </Stat>
        <Stat icon={<DollarIcon size={22} />} label="Average price shown">
          {average === null ? '—' : formatPrice(average)}
        </Stat>
        <Stat icon={<StarIcon size={22} />} label="Featured listings">
          {featured.data ? Math.min(featured.data.length, FEATURED_SHOWN) : '—'}
        </Stat>
        <Stat icon={<HeartIcon size={22} />} label="Saved vehicles" to={`${PAGES.search}?view=saved`}>
          {saved.length}
        </Stat>
      </Stats>
    </Section>
  );
}

function Stat({ icon, label, children, to }: { icon: ReactNode; label: string; children: ReactNode; to?: string }) {
  const body = (
    <>
      <StatIcon>{icon}</StatIcon>
      <div>
        <StatValue>{children}</StatValue>
        <StatLabel>{label}</StatLabel>
      </div>
    </>
  );
  return <li>{to ? <StatLink to={to}>{body}</StatLink> : <StatBox>{body}</StatBox>}</li>;
}

/** Featured vehicles: up to 6, or 'No featured vehicles available'. */
export function FeaturedVehicles() {
  const featured = useFeatured();
  // the cards are rendered in a pass the browser can interrupt, not in the answer's blocking re-render
  const answer = useDeferredValue(featured.data);
  const list = (answer ?? []).slice(0, FEATURED_SHOWN);
  return (
    <Section id="featured" eyebrow="Hand-picked" title="Featured Vehicles">
      {answer === undefined && !featured.isError ? (
        <CardSkeletons count={FEATURED_SHOWN} label="Loading featured vehicles" />
      ) : featured.isError || list.length === 0 ? (
        <EmptyState>
          <StarIcon size={32} />
          <p>{featured.isError ? 'Featured vehicles could not be loaded.' : 'No featured vehicles available'}</p>
        </EmptyState>
      ) : (
        <VehicleGrid>
          {list.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </VehicleGrid>
      )}
    </Section>
  );
}

/** Shortcuts to the other things a buyer does. */
export function QuickActions() {
  return (
    <Section id="quick-actions" eyebrow="Shortcuts" title="Quick Actions">
      <Actions>
        <li>
          <ActionLink to={`${PAGES.search}?view=saved`}>
            <HeartIcon size={24} />
            <strong>Saved Vehicles</strong>
            <span>Compare the cars you saved</span>
          </ActionLink>
        </li>
        <li>
          <ActionLink to={PAGES.financing}>
            <TrendingIcon size={24} />
            <strong>Explore Financing</strong>
            <span>Rates as low as 3.75% APR</span>
          </ActionLink>
        </li>
        <li>
          <ActionLink to={PAGES.createListing}>
            <ShieldIcon size={24} />
            <strong>Sell Your Car</strong>
            <span>List free, pay only when it sells</span>
          </ActionLink>
        </li>
        <li>
          <ActionAnchor href={telHref()}>
            <PhoneIcon size={24} />
            <strong>Call or Text Us</strong>
            <span>{SITE.salesPhone.display}, 7 days a week</span>
          </ActionAnchor>
        </li>
      </Actions>
    </Section>
  );
}

/** The 3 newest listings. */
export function RecentListings() {
  const recent = useRecent();
  // as FeaturedVehicles
  const answer = useDeferredValue(recent.data);
  const list = (answer ?? []).slice(0, RECENT_SHOWN);
  return (
    <Section id="recent" eyebrow="Just listed" title="Recent Listings">
      {answer === undefined && !recent.isError ? (
        <CardSkeletons count={RECENT_SHOWN} label="Loading recent listings" />
      ) : recent.isError || list.length === 0 ? (
        <EmptyState>
          <CarIcon size={32} />
          <p>{recent.isError ? 'Recent listings could not be loaded.' : 'No Recent Listings Yet'}</p>
        </EmptyState>
      ) : (
        <VehicleGrid>
          {list.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </VehicleGrid>
      )}
    </Section>
  );
}

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${plainList}
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
`;

const statBox = `
  ${centerRow}
  gap: 14px;
  height: 100%;
  padding: 18px;
  border-radius: 16px;
  text-decoration: none;
  color: inherit;
`;

const StatBox = styled.div`
  ${statBox}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @media (max-width: 639px) { flex-direction: column; align-items: flex-start; gap: 10px; }
`;

const StatLink = styled(Link)`
  ${statBox}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: border-color 150ms ease;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  @media (max-width: 639px) { flex-direction: column; align-items: flex-start; gap: 10px; }
`;

const StatIcon = styled.span`
  ${gridCenter}
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.gold};
`;

const StatValue = styled.p`
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.2;
`;

const StatLabel = styled.p`
  ${mutedText('0.82rem')}
`;

const Actions = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${plainList}
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
`;

const action = `
  ${gridGap(6)}
  height: 100%;
  align-content: start;
  padding: 16px;
  border-radius: 16px;
  text-decoration: none;
  transition: transform 150ms ease, box-shadow 150ms ease;
  @media (min-width: 640px) { padding: 22px; }
  &:hover { transform: translateY(-2px); }
  strong { font-size: 1.02rem; }
  span { font-size: 0.875rem; }
`;

const ActionLink = styled(Link)`
  ${action}
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.textOnDark};
  svg { color: ${({ theme }) => theme.colors.gold}; margin-bottom: 6px; }
  span { color: ${({ theme }) => theme.colors.textOnDarkMuted}; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; }
`;

const ActionAnchor = styled.a`
  ${action}
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textOnDark};
  svg { margin-bottom: 6px; }
  span { color: #fff; }
  &:hover { background: ${({ theme }) => theme.colors.accentHover}; }
`;
