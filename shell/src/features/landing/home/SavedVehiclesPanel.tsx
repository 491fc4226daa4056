import { ButtonLink, Skeleton, useSavedVehicles } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import { formatPrice, vehicleName, vehiclePath } from '../../../shared/vehicles/format';
import { VehicleThumb } from '../../../shared/vehicles/VehicleThumb';
import { Empty, MiniItem, MiniList, Panel, PanelHead } from './panel-styles';

/**
 * Saved vehicles (spec §3: ids in local storage under `savedVehicles`), loaded in one request by
 * web-kit; a vehicle that is no longer published is left out.
 */
export function SavedVehiclesPanel() {
  const { ids, vehicles, isLoading: loading, isError } = useSavedVehicles();

  return (
    <Panel aria-labelledby="saved-title">
      <PanelHead>
        <h2 id="saved-title">Saved Vehicles</h2>
        {ids.length > 0 && <Link to="/search">Browse more</Link>}
      </PanelHead>
      {ids.length === 0 || (!loading && vehicles.length === 0 && !isError) ? (
        <Empty>
          <h3>No saved vehicles yet</h3>
          <p>Tap the heart on any listing to keep it here.</p>
          <ButtonLink to="/search" $variant="outline" $size="sm">
            Browse Market Listings
          </ButtonLink>
        </Empty>
      ) : (
        <>
          {vehicles.length > 0 && (
            <MiniList aria-label="Your saved vehicles">
              {vehicles.map((v) => (
                <MiniItem key={v.id}>
                  <VehicleThumb images={v.images} />
                  <div>
                    <Link to={vehiclePath(v.id)}>{vehicleName(v)}</Link>
                    <p>{v.location}</p>
                  </div>
                  <strong>{formatPrice(v.price)}</strong>
                </MiniItem>
              ))}
            </MiniList>
          )}
          {loading && (
            <div aria-busy="true" aria-label="Loading your saved vehicles" style={{ display: 'grid', gap: 12 }}>
              {ids.slice(0, 4).map((id) => (
                <Skeleton key={id} $height="60px" />
              ))}
            </div>
          )}
          {isError && <p role="status">Your saved vehicles could not be loaded right now.</p>}
        </>
      )}
    </Panel>
  );
}
