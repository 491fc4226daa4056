// `./SavedVehicles`: the saved-vehicles list, for the seller dashboard and the signed-in home to mount
// through the shell/remote boundary. Props: { headingLevel?: 2 | 3 | 4; max?: number }.
// It needs the host's providers (theme, query client, router), as every remote screen does.
import { lazyScreen } from './lazy-screen';
import type { SavedVehiclesProps } from '../features/saved/components/SavedVehiclesList';

export type { SavedVehiclesProps };

export const SavedVehicles = lazyScreen<SavedVehiclesProps>(
  'SavedVehicles',
  () => import('../features/saved/components/SavedVehiclesList'),
);

export default SavedVehicles;
