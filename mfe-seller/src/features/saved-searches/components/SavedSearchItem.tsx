import type { SavedSearch, UpdateSavedSearchInput } from '@rl/contracts';
import {
  BellIcon, BellOffIcon, Button, ButtonLink, capsLabel, mutedText, PencilIcon, SearchIcon, spreadRow, TrashIcon, wrapRow,
} from '@rl/web-kit';
import { AlertFrequencyChoice, savedSearchUrl, summarizeSearchFilters } from '@rl/web-kit/saved-searches';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { RenameSearchForm } from './RenameSearchForm';

/** One saved search: its name and filters, a link that runs it, and its alert settings. */
export function SavedSearchItem({
  search,
  busy,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onChange: (changes: UpdateSavedSearchInput) => Promise<boolean>;
  onDelete: () => void;
}) {
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const quoted = `“${search.name}”`;

  const stopRenaming = () => {
    setRenaming(false);
    // back to where the user was once the button is on screen again
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <Item aria-labelledby={titleId} data-paused={search.paused || undefined}>
      <Title>
        <h3 id={titleId}>{search.name}</h3>
        {search.paused && <Paused>Paused</Paused>}
      </Title>
      <Summary>{summarizeSearchFilters(search.filters)}</Summary>
      <RunLink to={savedSearchUrl(search.filters)} $variant="outline" $size="sm" aria-label={`See matches for ${quoted}`}>
        <SearchIcon size={16} />
        See matches
      </RunLink>
      {renaming ? (
        <RenameSearchForm name={search.name} onSave={(name) => onChange({ name })} onCancel={stopRenaming} />
      ) : (
        <Actions>
          <AlertFrequencyChoice
            compact
            hideLegend
            legend={`Email alerts for ${quoted}`}
            value={search.frequency}
            onChange={(frequency) => void onChange({ frequency })}
            disabled={busy}
          />
          <Tools>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={busy}
              onClick={() => void onChange({ paused: !search.paused })}
              aria-label={`${search.paused ? 'Resume' : 'Pause'} alerts for ${quoted}`}
            >
              {search.paused ? <BellIcon size={16} /> : <BellOffIcon size={16} />}
              {search.paused ? 'Resume' : 'Pause'}
            </Button>
            <Button
              ref={renameButton}
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={busy}
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${quoted}`}
            >
              <PencilIcon size={16} />
              Rename
            </Button>
            <DangerButton type="button" $variant="ghost" $size="sm" disabled={busy} onClick={onDelete} aria-label={`Delete ${quoted}`}>
              <TrashIcon size={16} />
              Delete
            </DangerButton>
          </Tools>
        </Actions>
      )}
    </Item>
  );
}

// phone: name, filters, the link, then the settings; from 640 px the link sits beside the name
const Item = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'title' 'summary' 'run' 'actions';
  gap: 10px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-paused] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'title run' 'summary summary' 'actions actions';
    padding: 16px;
  }
`;

const Title = styled.div`
  grid-area: title;
  ${wrapRow}
  gap: 8px;
  min-width: 0;
  h3 { font-size: 1.02rem; font-weight: 700; overflow-wrap: anywhere; }
`;

const RunLink = styled(ButtonLink)`
  grid-area: run;
  justify-self: start;
  ${({ theme }) => theme.media.sm} { align-self: start; }
`;

const Paused = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff6e5;
  color: #8a5a00;
  ${capsLabel('0.72rem', 700, '0.04em')}
`;

const Summary = styled.p`
  grid-area: summary;
  ${mutedText('0.9rem')}
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  grid-area: actions;
  ${spreadRow()}
  gap: 10px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0;
  margin-left: -10px;
  > button { padding: 0 10px; }
  ${({ theme }) => theme.media.sm} { margin-left: 0; gap: 4px; }
`;

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;
