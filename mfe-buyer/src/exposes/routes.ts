// Route elements the shell mounts at /search and /vehicles/:id.
export { SearchPage } from '../features/search/components/SearchPage';
export { VehicleDetailPage } from '../features/vehicle-detail/components/VehicleDetailPage';
