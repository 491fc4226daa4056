export {
  SAVED_VEHICLES_KEY,
  SAVED_VEHICLE_NOTICES,
  parseSavedVehicleIds,
  readSavedVehicleIds,
  writeSavedVehicleIds,
  isVehicleSaved,
  saveVehicle,
  unsaveVehicle,
  toggleSavedVehicle,
  subscribeSavedVehicles,
  useSavedVehicleIds,
  useIsVehicleSaved,
} from './saved-vehicles';
export { useSavedVehicles, type SavedVehicles } from './useSavedVehicles';
