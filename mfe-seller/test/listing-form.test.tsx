import { formYears } from '@rl/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, chooseCar, field, formReady, quietEnrichment } from './support/form';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());

test('every section of spec §2, one h1, Documentation marked admin only and not public', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  renderSeller('/create-listing');
  await formReady();
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Create Listing']);
  const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(sections).toEqual(
    expect.arrayContaining(['Vehicle Information', 'Location Information', 'Vehicle Documentation', 'Description and Features', 'Photos', 'Contact Information']),
  );
  const docs = screen.getByRole('region', { name: /Vehicle Documentation/ });
  expect(within(docs).getByText('Admin only')).toBeTruthy();
  expect(within(docs).getByText('Internal')).toBeTruthy();
  expect(within(docs).getByText(/Not shown publicly/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeTruthy();
});

test('defaults: year is the current year, mileage 0; years run from next year down to 1990', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  renderSeller('/create-listing');
  await formReady();
  const thisYear = new Date().getFullYear();
  expect(field('Year').value).toBe(String(thisYear));
  expect(field('Mileage').value).toBe('0');
  const years = within(field('Year')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
  expect(years).toEqual(formYears().map(String));
  expect(years[0]).toBe(String(thisYear + 1));
  expect(years.at(-1)).toBe('1990');
});

test('required labels and input kinds: email input type email, VIN max length 17, price numeric', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  renderSeller('/create-listing');
  await formReady();
  for (const label of ['Make', 'Model', 'Year', 'Mileage', 'Price', 'Condition', 'ZIP Code', 'City/State', 'VIN', 'First Name', 'Last Name', 'Phone', 'Email']) {
    expect([label, field(label).required]).toEqual([label, true]);
  }
  expect(field('Trim').required).toBe(false);
  expect(field('Email').type).toBe('email');
  expect(field('VIN').maxLength).toBe(17);
  expect(field('Price').type).toBe('number');
  expect(field('Price').step).toBe('0.01');
  // the contact starts as the signed-in user
  expect(field('First Name').value).toBe('Jane');
  expect(field('Email').value).toBe('jane@example.com');
});

test('price keeps at most 8 digits before the point and 2 after it (numeric(10,2))', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  const user = userEvent.setup();
  renderSeller('/create-listing');
  await formReady();
  await user.type(field('Price'), '123456789');
  expect(field('Price').value).toBe('12345678');
  await user.clear(field('Price'));
  await user.type(field('Price'), '45999.999');
  expect(field('Price').value).toBe('45999.99');
});

describe('make -> model -> trim cascade', () => {
  test('model is disabled until a make is chosen; models and trims come from the catalog', async () => {
    const fetch = mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    expect(field('Model').disabled).toBe(true);
    expect(within(field('Make')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select make', 'BMW', 'Porsche', 'Toyota']);
    await chooseCar(user, 'BMW', 'X5', 'M60i');
    expect(field('Model').disabled).toBe(false);
    expect(within(field('Trim')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select trim (optional)', 'xDrive40i', 'M60i']);
    expect(callsTo(fetch, 'GET', '/api/catalog/models').map((c) => c.url)).toEqual(['/api/catalog/models?make=BMW']);
    expect(callsTo(fetch, 'GET', '/api/catalog/trims').map((c) => c.url)).toEqual(['/api/catalog/trims?make=BMW&model=X5']);
  });

  test('selecting a make clears model, trim and body type; selecting a model clears trim', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await chooseCar(user, 'BMW', 'X5', 'M60i');
    await user.selectOptions(field('Body Type'), 'suv');
    await user.selectOptions(field('Condition'), 'good');

    await user.selectOptions(field('Model'), 'M4');
    expect(field('Model').value).toBe('M4');
    expect(field('Trim').value).toBe('');
    expect(field('Body Type').value).toBe('suv');

    await user.selectOptions(field('Make'), 'Porsche');
    expect(field('Model').value).toBe('');
    expect(field('Trim').value).toBe('');
    expect(field('Body Type').value).toBe('');
    expect(field('Condition').value).toBe('good'); // untouched
    await within(field('Model')).findByRole('option', { name: '911' });
    expect(within(field('Model')).queryByRole('option', { name: 'X5' })).toBeNull();
  });

  test('a model without catalog trims takes the trim as free text', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await user.selectOptions(field('Make'), 'Toyota');
    await user.selectOptions(field('Model'), 'Camry');
    // Camry has no trims in this catalog: the trim is typed
    await waitFor(() => expect(field('Trim').tagName).toBe('INPUT'));
    await user.type(field('Trim'), 'XSE');
    expect(field('Trim').value).toBe('XSE');
  });
});

test('stored value lists with readable labels, aliases offered once', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  renderSeller('/create-listing');
  await formReady();
  const labels = (l: string) => within(field(l)).getAllByRole('option').map((o) => o.textContent);
  expect(labels('Condition')).toEqual(['Select condition', 'Excellent', 'Good', 'Fair', 'Poor']);
  expect(labels('Fuel Type')).toContain('Plug-in Hybrid');
  expect(labels('Transmission')).toContain('7-Speed Dual-Clutch');
  expect(labels('Drivetrain')).toEqual(['Select drivetrain', 'Front-Wheel Drive', 'Rear-Wheel Drive', 'All-Wheel Drive', '4-Wheel Drive']);
  expect(labels('Body Type')).toContain('5-Door Hatchback');
});

test('photo guide: "How to Upload Photos" lists the 9 angles plus damage; Escape closes it and focus returns', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
  const user = userEvent.setup();
  renderSeller('/create-listing');
  await formReady();
  const opener = screen.getByRole('button', { name: 'How to Upload Photos' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'How to Upload Photos' });
  const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
  expect(items.slice(0, 9)).toEqual(
    ['Front angled', 'Rear angled', 'Driver-side profile', 'Wheels and tires', 'Front seats and dashboard', 'Back seats', 'Odometer', 'Engine bay', 'Trunk/cargo'].map((a, i) => `${i + 1}${a}`),
  );
  expect(items[9]).toMatch(/Any damage/);
  expect(dialog.contains(document.activeElement)).toBe(true);
  // focus stays inside: Tab from the last control wraps to the first
  const buttons = within(dialog).getAllByRole('button');
  buttons.at(-1)!.focus();
  await user.tab();
  expect(document.activeElement).toBe(buttons[0]);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(buttons.at(-1));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('Cancel goes back', async () => {
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, 'GET /api/user/vehicles': () => new Promise(() => {}) });
  const user = userEvent.setup();
  const { router } = renderSeller('/dashboard');
  await act(() => router.navigate('/create-listing'));
  await formReady();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});
