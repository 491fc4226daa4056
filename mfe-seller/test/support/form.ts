import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, type RouteHandler } from '@rl/web-build/jest/fetch-mock';
import { GOOD_VIN } from './fixtures';

/** Catalog answers: BMW (X5: xDrive40i, M60i; M4: Competition), Porsche (911: Carrera S, GT3), Toyota. */
export const catalogRoutes: Record<string, RouteHandler> = {
  'GET /api/catalog/makes': () => fakeResponse(200, { makes: ['BMW', 'Porsche', 'Toyota'] }),
  'GET /api/catalog/models': (_init, url) => {
    const make = new URL(url, 'http://x').searchParams.get('make');
    const models: Record<string, string[]> = { BMW: ['X5', 'M4'], Porsche: ['911', 'Cayenne'], Toyota: ['Camry'] };
    return fakeResponse(200, { make, models: models[make ?? ''] ?? [] });
  },
  'GET /api/catalog/trims': (_init, url) => {
    const q = new URL(url, 'http://x').searchParams;
    const trims: Record<string, string[]> = { 'BMW X5': ['xDrive40i', 'M60i'], 'BMW M4': ['Competition'], 'Porsche 911': ['Carrera S', 'GT3'] };
    return fakeResponse(200, { make: q.get('make'), model: q.get('model'), trims: trims[`${q.get('make')} ${q.get('model')}`] ?? [] });
  },
};

/** Enrichment that answers nothing useful (so auto features/specs change nothing unless a test says so). */
export const quietEnrichment: Record<string, RouteHandler> = {
  'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: [] }),
  'POST /api/vehicles/specs/generate': () => fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'No specs known' }),
};

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

/** Waits for the lazily loaded form and the makes list. */
export async function formReady(): Promise<void> {
  await screen.findByRole('heading', { name: 'Vehicle Information' });
  await within(field('Make')).findByRole('option', { name: 'BMW' });
}

export type User = ReturnType<typeof userEvent.setup>;

export async function chooseCar(user: User, make = 'BMW', model = 'X5', trim?: string): Promise<void> {
  await user.selectOptions(field('Make'), make);
  await within(field('Model')).findByRole('option', { name: model });
  await user.selectOptions(field('Model'), model);
  if (trim) {
    await within(field('Trim')).findByRole('option', { name: trim });
    await user.selectOptions(field('Trim'), trim);
  }
}

/** Every required field with valid values (the car must be chosen first). */
/** Types a whole value at once (one change event), like a paste: the form re-renders once per field. */
async function put(user: User, label: string, text: string): Promise<void> {
  await user.click(field(label));
  await user.paste(text);
}

export async function fillRest(user: User): Promise<void> {
  await user.selectOptions(field('Year'), '2022');
  await user.clear(field('Mileage'));
  await put(user, 'Mileage', '21400');
  await put(user, 'Price', '58900.50');
  await user.selectOptions(field('Condition'), 'excellent');
  await user.selectOptions(field('Body Type'), 'suv');
  await user.selectOptions(field('Fuel Type'), 'gasoline');
  await user.selectOptions(field('Transmission'), 'automatic');
  await user.selectOptions(field('Drivetrain'), 'awd');
  await user.selectOptions(field('Exterior Color'), 'Black');
  await put(user, 'Interior Color', 'Tan');
  await put(user, 'City/State', 'Austin, TX');
  await put(user, 'ZIP Code', '78701');
  await put(user, 'VIN', GOOD_VIN);
  await put(user, 'Description', 'One owner.');
  await put(user, 'Phone', '(512) 555-0100');
}
