import { remotePage } from './remote-page';

// buyer
export const SearchPage = remotePage('buyer', () => import('buyer/routes'), 'SearchPage');
export const VehicleDetailPage = remotePage('buyer', () => import('buyer/routes'), 'VehicleDetailPage');
export const ComparePage = remotePage('buyer', () => import('buyer/routes'), 'ComparePage');
export const SoldPage = remotePage('buyer', () => import('buyer/routes'), 'SoldPage');
// seller
export const DashboardPage = remotePage('seller', () => import('seller/routes'), 'DashboardPage');
export const CreateListingPage = remotePage('seller', () => import('seller/routes'), 'CreateListingPage');
export const EditListingPage = remotePage('seller', () => import('seller/routes'), 'EditListingPage');
export const OfferAnswerPage = remotePage('seller', () => import('seller/routes'), 'OfferAnswerPage');
export const ValuePage = remotePage('seller', () => import('seller/routes'), 'ValuePage');
// admin
export const AdminDashboardPage = remotePage('admin', () => import('admin/routes'), 'AdminDashboardPage');
