// Route elements the shell mounts at /dashboard, /create-listing and /edit-listing/:id.
export { DashboardPage } from './DashboardPage';
export { CreateListingPage } from '../features/listing-form/components/CreateListingPage';
export { EditListingPage } from '../features/listing-form/components/EditListingPage';
// the offer mail's signed links (PIPELINE_PAGES.offerAnswer of the contracts), at /offer-answer
export { OfferAnswerPage } from '../features/offers/components/OfferAnswerPage';
// the instant valuation, for anyone (VALUATION_PAGE of the contracts), at /sell/value
export { ValuePage } from '../features/valuation/components/ValuePage';
