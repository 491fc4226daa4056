// Route elements the shell mounts at /dashboard, /create-listing and /edit-listing/:id.
export { DashboardPage } from '../features/dashboard/components/DashboardPage';
export { CreateListingPage } from '../features/listing-form/components/CreateListingPage';
export { EditListingPage } from '../features/listing-form/components/EditListingPage';
