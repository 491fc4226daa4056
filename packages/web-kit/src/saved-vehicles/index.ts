export {
  SAVED_VEHICLES_KEY,
  SAVED_VEHICLE_NOTICES,
  parseSavedVehicleIds,
  readSavedVehicleIds,
  writeSavedVehicleIds,
  isVehicleSaved,
  saveVehicle,
  unsaveVehicle,
  forgetSavedVehicle,
  onSavedVehicleEdit,
  type SavedVehicleEdit,
  toggleSavedVehicle,
  subscribeSavedVehicles,
  useSavedVehicleIds,
  useIsVehicleSaved,
} from './saved-vehicles';
export { useSavedVehicles, type SavedVehicles } from './useSavedVehicles';
export { startSavedVehiclesSync } from './server-sync';
