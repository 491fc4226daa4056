import { ButtonLink, CheckIcon, gridGap, mutedText, plainList, spreadRow } from '@rl/web-kit';
import { ALERT_FREQUENCY_COPY, fetchSavedSearches, SAVED_SEARCHES_QUERY_KEY, savedSearchUrl, summarizeSearchFilters } from '@rl/web-kit/saved-searches';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Section, SectionHead } from './account-layout';
import { PAGES } from '@rl/contracts/pages';

/** Where a buyer finds the searches they saved: each with its alerts and a link to its results. */
export function SavedSearchesSection() {
  const searches = useQuery({ queryKey: SAVED_SEARCHES_QUERY_KEY, queryFn: fetchSavedSearches });
  const list = searches.data ?? [];
  return (
    <Section id="saved-searches" aria-labelledby="saved-searches-title">
      <SectionHead>
        <h2 id="saved-searches-title">Saved searches</h2>
        <p>We email you when new vehicles match a saved search.</p>
      </SectionHead>
      {searches.isPending ? (
        <Muted aria-busy="true">Loading your saved searches...</Muted>
      ) : searches.isError ? (
        <Muted role="alert">Your saved searches could not be loaded. Please reload the page.</Muted>
      ) : list.length === 0 ? (
        <Muted>
          No saved searches yet. On the <Link to={PAGES.search}>search page</Link>, choose your filters and press Save search.
        </Muted>
      ) : (
        <>
          <List aria-label="Your saved searches">
            {list.map((s) => (
              <li key={s.id}>
                <div>
                  <strong>{s.name}</strong>
                  <span>{summarizeSearchFilters(s.filters)}</span>
                  <small>
                    {s.paused ? 'Alerts paused' : `${ALERT_FREQUENCY_COPY[s.frequency].label} alerts`}
                  </small>
                </div>
                <ButtonLink to={savedSearchUrl(s.filters)} $variant="outline" $size="sm" aria-label={`Show results of ${s.name}`}>
                  Show results
                </ButtonLink>
              </li>
            ))}
          </List>
          <Manage>
            <CheckIcon size={16} />
            <span>
              Rename, pause or delete them, or change their alerts, under{' '}
              <Link to={`${PAGES.dashboard}#saved-searches`}>Saved searches on your dashboard</Link>.
            </span>
          </Manage>
        </>
      )}
    </Section>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const List = styled.ul`
  ${gridGap(10)}
  ${plainList}
  li {
    ${spreadRow()}
    gap: 10px 16px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li > div { display: grid; gap: 2px; min-width: 0; flex: 1 1 220px; }
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
`;

const Manage = styled.p`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin-top: 14px;
  ${mutedText('0.9rem')}
  svg { flex: none; margin-top: 3px; }
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
