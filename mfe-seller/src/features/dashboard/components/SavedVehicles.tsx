import { ButtonLink, useSavedVehicleIds } from '@rl/web-kit';
import { SavedVehiclesList } from '@rl/web-kit/vehicles';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { PAGES } from '@rl/contracts/pages';

/** The vehicles this visitor saved (web-kit's list, as rows). */
export function SavedVehicles() {
  const count = useSavedVehicleIds().length;
  return (
    <Card aria-labelledby="saved-vehicles-title">
      <CardHeader>
        <div>
          <h2 id="saved-vehicles-title">Saved Vehicles</h2>
          <p>Vehicles you saved while browsing.</p>
        </div>
        {count > 0 && (
          <ButtonLink to={PAGES.search} $variant="outline" $size="sm">
            Browse more
          </ButtonLink>
        )}
      </CardHeader>
      <SavedVehiclesList look="rows" headingLevel={3} />
    </Card>
  );
}
