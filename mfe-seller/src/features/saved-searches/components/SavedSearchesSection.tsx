import type { SavedSearch } from '@rl/contracts';
import { AlertIcon, BellIcon, Button, ButtonLink, gridGap, isHttpError, plainList, Skeleton, wrapRow } from '@rl/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { LoadError } from '../../../shared/ui/load-error';
import { useSavedSearchActions } from '../hooks/useSavedSearchActions';
import { useSavedSearches } from '../hooks/useSavedSearches';
import { SAVED_SEARCHES_COPY } from '../saved-searches-copy';
import { DeleteSearchDialog } from './DeleteSearchDialog';
import { SavedSearchItem } from './SavedSearchItem';
import { PAGES } from '@rl/contracts/pages';

/** The id of the section, for links from alert mails and the unsubscribe page (`/dashboard#saved-searches`). */
const SAVED_SEARCHES_ANCHOR = 'saved-searches';

/** The dashboard's saved searches: run, rename, instant or daily alerts, pause, delete. */
export function SavedSearchesSection() {
  const searches = useSavedSearches();
  const { change, remove, busyId } = useSavedSearchActions();
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const list = searches.data ?? [];
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // a link to /dashboard#saved-searches lands here once the section is on screen
  const loaded = !searches.isPending;
  useEffect(() => {
    if (!loaded || hash !== `#${SAVED_SEARCHES_ANCHOR}`) return;
    card.current?.scrollIntoView?.({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [loaded, hash]);

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    const deleted = await remove(confirming);
    setDeleting(false);
    setConfirming(null);
    // the item and its Delete button are gone: keep focus in the section
    if (deleted) requestAnimationFrame(() => card.current?.focus());
  };

  return (
    <Section ref={card} id={SAVED_SEARCHES_ANCHOR} aria-labelledby="saved-searches-title" tabIndex={-1}>
      <CardHeader>
        <div>
          <h2 id="saved-searches-title">{SAVED_SEARCHES_COPY.title}</h2>
          <p>{SAVED_SEARCHES_COPY.lead}</p>
        </div>
        {list.length > 0 && (
          <ButtonLink to={PAGES.search} $variant="outline" $size="sm">
            New search
          </ButtonLink>
        )}
      </CardHeader>
      {searches.isPending ? (
        <List aria-busy="true" aria-label="Loading saved searches">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton $height="112px" />
            </li>
          ))}
        </List>
      ) : searches.isError ? (
        isHttpError(searches.error) && searches.error.status === 401 ? null : (
          <LoadError role="alert">
            <AlertIcon size={22} />
            <p>{SAVED_SEARCHES_COPY.loadFailed}</p>
            <Button type="button" $variant="outline" $size="sm" onClick={() => void searches.refetch()}>
              Try again
            </Button>
          </LoadError>
        )
      ) : list.length === 0 ? (
        <Empty>
          <BellIcon size={22} />
          <p>{SAVED_SEARCHES_COPY.empty}</p>
          <ButtonLink to={PAGES.search} $variant="outline" $size="sm">
            Search vehicles
          </ButtonLink>
        </Empty>
      ) : (
        <List>
          {list.map((search) => (
            <li key={search.id}>
              <SavedSearchItem
                search={search}
                busy={busyId === search.id}
                onChange={(changes) => change(search, changes)}
                onDelete={() => setConfirming(search)}
              />
            </li>
          ))}
        </List>
      )}
      {confirming && (
        <DeleteSearchDialog
          search={confirming}
          deleting={deleting}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(null)}
        />
      )}
    </Section>
  );
}

const Section = styled(Card)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  &:focus { outline: none; }
`;

const List = styled.ul`
  ${gridGap(12)}
  ${plainList}
`;

const Empty = styled.div`
  ${wrapRow}
  gap: 12px 16px;
  padding: 18px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { color: ${({ theme }) => theme.colors.accent}; flex: none; }
  p { flex: 1 1 220px; }
`;
