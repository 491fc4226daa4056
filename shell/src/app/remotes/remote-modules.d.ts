// Route elements exposed by the remotes (`exposes: { './routes': ... }` in each MFE).
declare module 'buyer/routes' {
  import type { ComponentType } from 'react';
  export const SearchPage: ComponentType;
  export const VehicleDetailPage: ComponentType;
  export const ComparePage: ComponentType;
  export const SoldPage: ComponentType;
}

declare module 'seller/routes' {
  import type { ComponentType } from 'react';
  export const DashboardPage: ComponentType;
  export const CreateListingPage: ComponentType;
  export const EditListingPage: ComponentType;
  export const OfferAnswerPage: ComponentType;
  export const ValuePage: ComponentType;
}

declare module 'admin/routes' {
  import type { ComponentType } from 'react';
  export const AdminDashboardPage: ComponentType;
}
