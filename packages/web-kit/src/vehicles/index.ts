// @rl/web-kit/vehicles: how every app shows vehicles (cards, rows, thumbnails, badges, formatting),
// the saved-vehicles list and the compare selection. Its own federation singleton, so screens without
// vehicles (the visitor's landing above the fold, sign-in) never download it.
export {
  vehicleName, vehicleTitle, vehiclePath, formatPrice, formatMileage, formatCount, formatDate, storedLabel, conditionLabel,
  statusLabel, priceNumber,
} from './format';
export { VehiclePhoto, StockPhoto } from './VehiclePhoto';
export { VehicleThumb } from './VehicleThumb';
export { Badge, type BadgeTone } from './Badge';
export { PriceRatingBadge, PriceDropBadge } from './PriceBadges';
export { FairRangeBar } from './FairRangeBar';
export { StatusBadge, FeaturedBadge } from './StatusBadge';
export { VehicleCard, type CardVehicle } from './VehicleCard';
export { VehicleGrid, CardSkeletons } from './VehicleGrid';
export { VehicleRows, VehicleRow, VehicleRowSkeletons } from './VehicleRows';
export { StatCards, type StatItem } from './StatCards';
export { SavedVehiclesList, type SavedVehiclesListProps } from './SavedVehiclesList';
export { useSavedToggle } from './useSavedToggle';
// compare
export {
  useCompareStore, useIsCompared, COMPARE_STORAGE_KEY, COMPARE_NOTICES, type CompareItem, type CompareVehicle, type CompareAddResult,
} from './compare/compare-store';
export { CompareToggle } from './compare/CompareToggle';
export { CompareTray } from './compare/CompareTray';
export { ListingPerformanceView } from './ListingPerformanceView';
