import { API, type VehicleDetail } from '@rl/contracts';
import { ButtonLink, isHttpError, Skeleton, useSavedVehicleIds } from '@rl/web-kit';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatPrice, vehicleName, vehiclePath } from '../../../shared/vehicles/format';
import { VehicleThumb } from '../../../shared/vehicles/VehicleThumb';
import { Empty, MiniItem, MiniList, Panel, PanelHead } from './panel-styles';

/**
 * Saved vehicles (spec §3: ids in local storage under `savedVehicles`), each loaded with
 * GET /api/vehicles/{id}. A vehicle that no longer exists (404) is left out.
 */
export function SavedVehiclesPanel() {
  const ids = useSavedVehicleIds();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [API.vehicles, id],
      // a removed listing answers 404: nothing to retry or show
      retry: false,
    })),
  });
  const loading = results.some((r) => r.isPending);
  const vehicles = results.flatMap((r) => (r.data ? [r.data as VehicleDetail] : []));
  const failed = results.filter((r) => r.isError && !(isHttpError(r.error) && r.error.status === 404)).length;

  return (
    <Panel aria-labelledby="saved-title">
      <PanelHead>
        <h2 id="saved-title">Saved Vehicles</h2>
        {ids.length > 0 && <Link to="/search">Browse more</Link>}
      </PanelHead>
      {ids.length === 0 || (!loading && vehicles.length === 0 && failed === 0) ? (
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
              {results
                .filter((r) => r.isPending)
                .slice(0, 4)
                .map((_, i) => (
                  <Skeleton key={i} $height="60px" />
                ))}
            </div>
          )}
          {failed > 0 && (
            <p role="status">
              {failed === 1 ? 'One saved vehicle' : `${failed} saved vehicles`} could not be loaded right now.
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
