import { savedSearchKey, type SavedSearch } from '@rl/contracts';
import { BellIcon, Button, ButtonLink, CheckIcon, Dialog, startSignIn, useSession } from '@rl/web-kit';
import { fetchSavedSearches, SAVED_SEARCHES_QUERY_KEY } from '@rl/web-kit/saved-searches';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SAVE_SEARCH_COPY } from '../save-search-copy';
import { SaveSearchDialog } from './SaveSearchDialog';

/**
 * "Save search": a signed-in buyer names the search and picks its alerts; a visitor is invited to
 * sign in and comes back to the same search afterwards.
 */
export function SaveSearchButton({
  filters,
  size = 'sm',
  className,
}: {
  filters: SavedSearch['filters'];
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // a signed-in buyer's saved searches: this one already among them reads "Saved" (saving it again would not add one)
  const mine = useQuery({ queryKey: SAVED_SEARCHES_QUERY_KEY, queryFn: fetchSavedSearches, enabled: status === 'signedIn', retry: false });
  const key = useMemo(() => savedSearchKey(filters), [filters]);
  const saved = status === 'signedIn' && (mine.data ?? []).some((s) => savedSearchKey(s.filters) === key);

  if (saved) {
    return (
      <ButtonLink
        to={SAVE_SEARCH_COPY.manageHref}
        $variant="outline"
        $size={size}
        className={className}
        title={SAVE_SEARCH_COPY.savedHint}
        data-saved
      >
        <CheckIcon size={18} />
        {SAVE_SEARCH_COPY.savedButton}
      </ButtonLink>
    );
  }

  return (
    <>
      <Button
        type="button"
        $variant="outline"
        $size={size}
        className={className}
        onClick={() => setOpen(true)}
        disabled={status === 'unknown'}
        aria-haspopup="dialog"
      >
        <BellIcon size={18} />
        {SAVE_SEARCH_COPY.button}
      </Button>
      {open && status === 'signedIn' && <SaveSearchDialog filters={filters} onClose={close} />}
      {open && status === 'signedOut' && (
        <Dialog
          title={SAVE_SEARCH_COPY.title}
          description={SAVE_SEARCH_COPY.visitorDescription}
          onClose={close}
          size="sm"
          footer={
            <>
              <Button type="button" $variant="outline" onClick={close}>
                Not now
              </Button>
              <Button
                type="button"
                $variant="accent"
                data-autofocus
                onClick={() => startSignIn({ next: `${pathname}${search}`, reason: 'save-search' })}
              >
                Sign in
              </Button>
            </>
          }
        >
          {null}
        </Dialog>
      )}
    </>
  );
}
