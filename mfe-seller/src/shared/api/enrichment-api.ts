import {
  API, catalogModelsUrl, catalogTrimsUrl, type CatalogMakesResponse, type CatalogModelsResponse, type CatalogTrimsResponse, type FeaturesGenerateBody, type FeaturesGenerateResponse, type SpecsGenerateBody, type SpecsGenerateResponse, type VinDecodeResponse,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

export async function fetchMakes(): Promise<string[]> {
  return (await getJson<CatalogMakesResponse>(API.catalogMakes))?.makes ?? [];
}

export async function fetchModels(make: string): Promise<string[]> {
  return (await getJson<CatalogModelsResponse>(catalogModelsUrl(make)))?.models ?? [];
}

export async function fetchTrims(make: string, model: string): Promise<string[]> {
  return (await getJson<CatalogTrimsResponse>(catalogTrimsUrl(make, model)))?.trims ?? [];
}

/** POST /api/vehicles/features/generate -> features */
export async function generateFeatures(body: FeaturesGenerateBody): Promise<string[]> {
  const res = await apiJson<FeaturesGenerateResponse>('POST', API.featuresGenerate, body);
  return Array.isArray(res?.features) ? res.features.filter((f) => typeof f === 'string' && f.trim() !== '') : [];
}

/** POST /api/vehicles/specs/generate -> bodyType, fuelType, transmission, drivetrain */
export function generateSpecs(body: SpecsGenerateBody): Promise<SpecsGenerateResponse> {
  return apiJson<SpecsGenerateResponse>('POST', API.specsGenerate, body);
}

/** GET /api/vin/{vin} */
export function decodeVin(vin: string): Promise<VinDecodeResponse> {
  return apiJson<VinDecodeResponse>('GET', API.vin(vin));
}
