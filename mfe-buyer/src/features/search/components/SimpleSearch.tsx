import {
  Button, Container, gridGap, Hero, HeroEyebrow, HeroLead, HeroTitle, SearchIcon, SlidersIcon, spreadRow, surfacePanel, VisuallyHidden,
} from '@rl/web-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@rl/web-kit/vehicles';
import { Field, Label, Select } from '../../../shared/components/fields';
import { optionValue, withCurrent } from '../filter-options';
import { useMakeOptions } from '../hooks/useCatalogMakes';
import { SaveSearchButton } from '../save-search/components/SaveSearchButton';
import { savedSearchFilters } from '../save-search/saved-search-filters';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSearchState } from '../hooks/useSearchState';
import { countActiveFilters, PLACEHOLDER_COUNT } from '../search-state';
import { FilterPanel, ModelField } from './FilterPanel';
import { SearchResults } from './SearchResults';
import { PAGES } from '@rl/contracts/pages';

/** Spec §8: the simple variant's failure text. */
const SIMPLE_SEARCH_FAILURE = 'Failed to search vehicles';

/** /search?view=simple: make, model and Search, a Filters toggle, Clear Search (spec §2). */
export function SimpleSearch() {
  const { state, setFilters, loadMore, clearAll } = useSearchState('simple');
  const results = useSearchResults(state);
  const uid = useId();
  const [showFilters, setShowFilters] = useState(false);
  const makeOptions = useMakeOptions();
  const [make, setMake] = useState(state.filters.make);
  const [model, setModel] = useState(state.filters.model);
  // reads make and model from the query string, and follows it (back button, Clear Search)
  useEffect(() => {
    setMake(state.filters.make);
    setModel(state.filters.model);
  }, [state.filters.make, state.filters.model]);

  const active = countActiveFilters(state.filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ make: make ?? '', model: model ?? '' });
  };

  return (
    <>
      <Hero>
        <Container>
          <HeroEyebrow>Quick search</HeroEyebrow>
          <HeroTitle>Search Vehicles</HeroTitle>
          <HeroLead>Pick a make and model, or open the filters for more options.</HeroLead>
          <Bar role="search" aria-label="Vehicle search" onSubmit={submit}>
            <Field>
              <Label htmlFor={`${uid}-make`}>Make</Label>
              <Select
                id={`${uid}-make`}
                value={optionValue(makeOptions, make)}
                onChange={(e) => {
                  const next = e.target.value === 'any' ? undefined : e.target.value;
                  if (next !== make) setModel(undefined); // changing the make clears the model
                  setMake(next);
                }}
              >
                <option value="any">All Makes</option>
                {withCurrent(makeOptions, make).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field>
            <ModelField id={`${uid}-model`} make={make} model={model} onChange={(m) => setModel(m === 'any' ? undefined : m || undefined)} />
            <Button type="submit" $variant="accent" $size="lg">
              <SearchIcon size={18} />
              Search
            </Button>
          </Bar>
        </Container>
      </Hero>
      <Container>
        <Body>
          <Toolbar>
            <p aria-live="polite">
              {results.isLoading
                ? 'Searching...'
                : results.error
                  ? SIMPLE_SEARCH_FAILURE
                  : `${results.total.toLocaleString('en-US')} ${results.total === 1 ? 'vehicle' : 'vehicles'} found`}
            </p>
            <Buttons>
              <Button
                type="button"
                $variant="outline"
                aria-expanded={showFilters}
                aria-controls={`${uid}-filters`}
                onClick={() => setShowFilters((s) => !s)}
              >
                <SlidersIcon size={18} />
                {showFilters ? 'Hide Filters' : 'Filters'}
                {active > 0 && <Badge $tone="accent">{active}</Badge>}
              </Button>
              <SaveSearchButton filters={savedSearchFilters(state)} size="md" />
              <Button type="button" $variant="ghost" onClick={clearAll}>
                Clear Search
              </Button>
            </Buttons>
          </Toolbar>
          {showFilters && (
            <FiltersBox id={`${uid}-filters`} aria-label="Filters">
              <FilterPanel filters={state.filters} onChange={setFilters} omit={['make', 'model']} />
            </FiltersBox>
          )}
          <VisuallyHidden as="h2">Search results</VisuallyHidden>
          <SearchResults
            results={results}
            placeholders={PLACEHOLDER_COUNT.simple}
            failureMessage={SIMPLE_SEARCH_FAILURE}
            onLoadMore={loadMore}
            onClear={clearAll}
            hasFilters={active > 0}
          />
          <Back>
            <Link to={PAGES.search}>Back to the full search</Link>
          </Back>
        </Body>
      </Container>
    </>
  );
}

const Bar = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  max-width: 820px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
    align-items: end;
    button { min-height: 44px; }
  }
`;

const Body = styled.div`
  ${gridGap(20)}
  padding: 32px 0 64px;
`;

const Toolbar = styled.div`
  ${spreadRow()}
  gap: 12px;
  > p { font-size: 1.15rem; font-weight: 800; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const FiltersBox = styled.section`
  padding: 20px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} {
    > div { display: block; columns: 2; column-gap: 32px; }
    fieldset { break-inside: avoid; border-top: 0; padding: 0 0 20px; }
  }
  ${({ theme }) => theme.media.lg} {
    > div { columns: 3; }
  }
`;

const Back = styled.p`
  text-align: center;
  font-size: 0.9rem;
  a { color: ${({ theme }) => theme.colors.textMuted}; }
`;
