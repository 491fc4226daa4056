// Route elements the shell mounts at /search, /vehicles/:id and /compare. Each screen is its own chunk, so
// visiting one does not download the other.
import { lazyScreen } from './lazy-screen';

export const SearchPage = lazyScreen('SearchPage', () => import('../features/search/components/SearchPage'));
export const VehicleDetailPage = lazyScreen(
  'VehicleDetailPage',
  () => import('../features/vehicle-detail/components/VehicleDetailPage'),
);
export const ComparePage = lazyScreen('ComparePage', () => import('../features/compare/components/ComparePage'));
