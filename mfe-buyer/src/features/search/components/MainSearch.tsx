import { SORT_LABELS } from '@rl/contracts';
import {
  Button, centerRow, Container, gridGap, HeartIcon, Hero, HeroEyebrow, HeroLead, HeroTitle, inlineRow, SlidersIcon, spreadRow, surfacePanel, useFirstScreenDone, useSavedVehicleIds, VisuallyHidden, wrapRow,
} from '@rl/web-kit';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@rl/web-kit/vehicles';
import { Drawer } from '../../../shared/components/Drawer';
import { Label, Select } from '../../../shared/components/fields';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { SaveSearchButton } from '../save-search/components/SaveSearchButton';
import { savedSearchFilters } from '../save-search/saved-search-filters';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSearchState } from '../hooks/useSearchState';
import { countActiveFilters, PLACEHOLDER_COUNT } from '../search-state';
import { DashboardSummary, FeaturedVehicles, QuickActions, RecentListings } from './BrowseSections';
import { FilterPanel } from './FilterPanel';
import { HeroSearch } from './HeroSearch';
import { SearchResults } from './SearchResults';
import { PAGES } from '@rl/contracts/pages';

const SORT_OPTIONS = Object.entries(SORT_LABELS) as [string, string][];

/** /search, main variant (spec §2). */
export function MainSearch() {
  const { state, setFilters, setSort, loadMore, clearAll } = useSearchState('main');
  const results = useSearchResults(state);
  const active = countActiveFilters(state.filters);
  const isDesktop = useMediaQuery('(min-width: 1024px)', true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const saved = useSavedVehicleIds();
  const sortId = useId();
  // the gateway painted this banner before the scripts (contracts SEARCH_FIRST_SCREEN): ours is here now
  useFirstScreenDone();

  const countText = results.isLoading
    ? 'Searching...'
    : results.error
      ? 'Search failed'
      : `${results.total.toLocaleString('en-US')}${results.totalIsEstimate ? '+' : ''} ${results.total === 1 ? 'vehicle' : 'vehicles'} found`;
  const appliedText = `${active} ${active === 1 ? 'filter' : 'filters'} applied`;

  const panel = <FilterPanel filters={state.filters} onChange={setFilters} />;

  return (
    <>
      <Hero>
        <Container>
          <HeroEyebrow>Premium pre-owned marketplace</HeroEyebrow>
          <HeroTitle>
            Find Your Next <em>Premium Vehicle</em>
          </HeroTitle>
          <HeroLead>
            Browse certified luxury and performance cars from trusted sellers nationwide. Every listing is reviewed by
            our team.
          </HeroLead>
          <HeroSearch filters={state.filters} onSearch={setFilters} />
          <Alt>
            Prefer a quick search? <Link to={`${PAGES.search}?view=simple`}>Try the simple search</Link>
          </Alt>
        </Container>
      </Hero>

      <Container>
        <Layout>
          {isDesktop && (
            <Sidebar aria-labelledby={`${sortId}-filters`}>
              <SidebarHead>
                <h2 id={`${sortId}-filters`}>
                  <SlidersIcon size={18} /> Filters
                </h2>
                {active > 0 && (
                  <ClearButton type="button" onClick={clearAll}>
                    Clear All
                  </ClearButton>
                )}
              </SidebarHead>
              {panel}
            </Sidebar>
          )}

          <Results aria-labelledby={`${sortId}-results`}>
            <VisuallyHidden as="h2" id={`${sortId}-results`}>
              Search results
            </VisuallyHidden>
            <Toolbar>
              <Summary>
                <Count aria-live="polite">{countText}</Count>
                {active > 0 && <AppliedBadge $tone="accent">{appliedText}</AppliedBadge>}
                {active > 0 && (
                  <ClearButton type="button" onClick={clearAll}>
                    Clear All
                  </ClearButton>
                )}
                <SaveSearchButton filters={savedSearchFilters(state)} />
              </Summary>
              <Controls>
                {!isDesktop && (
                  <Button type="button" $variant="outline" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                    <SlidersIcon size={18} />
                    Filters{active > 0 ? ` (${active})` : ''}
                  </Button>
                )}
                <SortField>
                  <Label htmlFor={sortId}>Sort by</Label>
                  <Select id={sortId} value={state.sortBy} onChange={(e) => setSort(e.target.value)}>
                    {SORT_OPTIONS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Select>
                </SortField>
                <SavedLink to={`${PAGES.search}?view=saved`} title="Saved vehicles">
                  <HeartIcon size={18} filled={saved.length > 0} />
                  <VisuallyHidden>Saved vehicles</VisuallyHidden>
                  <span>{saved.length}</span>
                </SavedLink>
              </Controls>
            </Toolbar>
            <SearchResults
              results={results}
              placeholders={PLACEHOLDER_COUNT.main}
              onLoadMore={loadMore}
              onClear={clearAll}
              hasFilters={active > 0}
            />
          </Results>
        </Layout>

        <Below>
          <DashboardSummary results={results} />
          <FeaturedVehicles />
          <QuickActions />
          <RecentListings />
        </Below>
      </Container>

      {!isDesktop && (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          title="Filters"
          footer={
            <>
              <Button type="button" $variant="outline" onClick={clearAll} disabled={active === 0}>
                Clear All
              </Button>
              <Button type="button" $variant="accent" onClick={closeDrawer}>
                {results.isLoading ? 'Show results' : `Show ${results.total.toLocaleString('en-US')} results`}
              </Button>
            </>
          }
        >
          {active > 0 && (
            <DrawerBadge>
              <AppliedBadge $tone="accent">{appliedText}</AppliedBadge>
            </DrawerBadge>
          )}
          {panel}
        </Drawer>
      )}
    </>
  );
}

const Alt = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 0.85rem;
  a { color: ${({ theme }) => theme.colors.textOnDark}; font-weight: 600; }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  padding: 32px 0 56px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 290px minmax(0, 1fr);
    align-items: start;
    padding-top: 40px;
  }
`;

const Sidebar = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 32px);
  overflow-y: auto;
  padding: 20px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const SidebarHead = styled.div`
  ${centerRow}
  justify-content: space-between;
  margin-bottom: 16px;
  h2 { display: inline-flex; align-items: center; gap: 8px; font-size: 1.1rem; }
`;

const Results = styled.section`
  ${gridGap(20)}
  min-width: 0;
`;

const Toolbar = styled.div`
  ${spreadRow('flex-end')}
  gap: 14px;
`;

const Summary = styled.div`
  ${wrapRow}
  gap: 10px;
`;

const Count = styled.p`
  font-size: 1.2rem;
  font-weight: 800;
  letter-spacing: -0.01em;
`;

const ClearButton = styled.button`
  padding: 6px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  width: 100%;
  > button { flex: 1 1 0; min-width: 0; }
  ${({ theme }) => theme.media.sm} { flex-wrap: nowrap; width: auto; gap: 10px; > button { flex: 0 0 auto; } }
`;

/** On a phone the sort takes a row of its own, so its longest label ('Mileage: High to Low') is never cut. */
const SortField = styled.div`
  flex: 1 1 100%;
  order: 1;
  min-width: 0;
  label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  ${({ theme }) => theme.media.sm} { flex: 0 0 auto; order: 0; select { width: auto; } }
`;

const SavedLink = styled(Link)`
  flex: 0 0 auto;
  ${inlineRow}
  justify-content: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Below = styled.div`
  ${gridGap(56)}
  padding: 8px 0 72px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 48px;
`;

const AppliedBadge = styled(Badge)`
  text-transform: none;
  letter-spacing: 0.01em;
  font-size: 0.78rem;
`;

const DrawerBadge = styled.div`
  margin-bottom: 14px;
`;
