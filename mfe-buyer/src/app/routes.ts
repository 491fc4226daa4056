// Route elements the shell mounts at /search, /vehicles/:id, /compare and /sold. Each screen is its own chunk, so
// visiting one does not download the other. The chunk names are the shell's route table's `screenChunk`
// (shell/src/app/remotes/route-remotes.json): the shell's index.html preloads the route's screen by that name.
import { lazyScreen } from './lazy-screen';

export const SearchPage = lazyScreen(
  'SearchPage',
  () => import(/* webpackChunkName: "screen-search" */ './SearchPage'),
);
export const VehicleDetailPage = lazyScreen(
  'VehicleDetailPage',
  () => import(/* webpackChunkName: "screen-vehicle-detail" */ '../features/vehicle-detail/components/VehicleDetailPage'),
);
export const ComparePage = lazyScreen(
  'ComparePage',
  () => import(/* webpackChunkName: "screen-compare" */ '../features/compare/components/ComparePage'),
);
export const SoldPage = lazyScreen(
  'SoldPage',
  () => import(/* webpackChunkName: "screen-sold" */ '../features/sold/components/SoldPage'),
);
