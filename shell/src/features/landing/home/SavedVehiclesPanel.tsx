import { useSavedVehicleIds } from '@rl/web-kit';
import { SavedVehiclesList } from '@rl/web-kit/vehicles';
import { Link } from 'react-router-dom';
import { Panel, PanelHead } from './panel-styles';
import { PAGES } from '@rl/contracts/pages';

/** The visitor's saved vehicles (web-kit's list, as rows); one no longer published is left out. */
export function SavedVehiclesPanel() {
  const count = useSavedVehicleIds().length;
  return (
    <Panel aria-labelledby="saved-title">
      <PanelHead>
        <h2 id="saved-title">Saved Vehicles</h2>
        {count > 0 && <Link to={PAGES.search}>Browse more</Link>}
      </PanelHead>
      <SavedVehiclesList look="rows" listLabel="Your saved vehicles" browseLabel="Browse Market Listings" />
    </Panel>
  );
}
