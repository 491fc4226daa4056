import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoFinding } from '@rl/contracts';
import { callsTo, fakeResponse, mockFetchRoutes, type RouteHandler } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, formReady, quietEnrichment } from './support/form';
import { fakeFile, FakeXHR, uploaded } from './support/fake-xhr';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

const DARK: PhotoFinding = { code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' };
const duplicateOf = (url: string, n: number): PhotoFinding => ({
  code: 'near_duplicate', message: `Nearly the same as photo ${n}`, advice: 'Replace it with one of the missing angles', duplicateOf: url,
});

const routes = (extra: Record<string, RouteHandler> = {}) =>
  mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, 'DELETE /api/media/images': () => fakeResponse(204), ...extra });
const tiles = () => [...screen.getByRole('list', { name: 'Uploaded photos' }).children] as HTMLElement[];
const coverage = () => screen.getByRole('region', { name: /angles covered/ });
const missing = () => within(coverage()).queryAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  resetStores();
  FakeXHR.install();
});

test('each photo shows its findings with advice as soon as it is uploaded, then near-duplicates among the photos', async () => {
  const one = uploaded();
  const two = uploaded();
  let checked: string[] = [];
  const fetch = routes({
    'POST /api/media/photo-checks': (init) => {
      checked = (JSON.parse(String(init?.body)) as { urls: string[] }).urls;
      return fakeResponse(200, { photos: [{ url: one.url, findings: [DARK] }, { url: two.url, findings: [duplicateOf(one.url, 1)] }] });
    },
  });
  renderSeller('/create-listing');
  await formReady();
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('photo-input'), [fakeFile('night.jpg'), fakeFile('again.jpg')]);
  const [first, second] = FakeXHR.instances;
  // the upload's own answer: the finding and its advice at once
  await act(async () => first!.respond(201, { ...one, findings: [DARK] }));
  const dark = within(tiles()[0]!).getByRole('list', { name: 'Checks of photo 1' });
  expect(dark.textContent).toBe('Too dark. Retake in daylight.');
  await act(async () => second!.respond(201, { ...two, findings: [] }));
  // then the photos together: the second repeats the first
  await waitFor(() => expect(within(tiles()[1]!).getByRole('list', { name: 'Checks of photo 2' }).textContent)
    .toBe('Nearly the same as photo 1. Replace it with one of the missing angles.'));
  expect(checked).toEqual([one.url, two.url]);
  expect(callsTo(fetch, 'POST', '/api/media/photo-checks').length).toBeGreaterThanOrEqual(1);
});

test('a photo with no finding says "Looks good"; when the checks cannot be read the upload\'s findings stay', async () => {
  const one = uploaded();
  routes({ 'POST /api/media/photo-checks': () => fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }) });
  renderSeller('/create-listing');
  await formReady();
  await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('photo-input'), [fakeFile('front.jpg')]);
  await act(async () => FakeXHR.instances[0]!.respond(201, { ...one, findings: [] }));
  expect(await within(tiles()[0]!).findByText('Looks good')).toBeTruthy();
});

test('angle coverage: every photo gets an angle select; the form lists the guide\'s angles still missing', async () => {
  const [one, two] = [uploaded(), uploaded()];
  routes({ 'POST /api/media/photo-checks': () => fakeResponse(200, { photos: [{ url: one.url, findings: [] }, { url: two.url, findings: [] }] }) });
  renderSeller('/create-listing');
  await formReady();
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('photo-input'), [fakeFile('a.jpg'), fakeFile('b.jpg')]);
  await act(async () => FakeXHR.instances[0]!.respond(201, { ...one, findings: [] }));
  await act(async () => FakeXHR.instances[1]!.respond(201, { ...two, findings: [] }));
  expect(coverage().textContent).toMatch(/^0 of 9 angles covered/);
  expect(missing()).toEqual([
    'Front angled', 'Rear angled', 'Driver-side profile', 'Wheels and tires', 'Front seats and dashboard', 'Back seats', 'Odometer',
    'Engine bay', 'Trunk/cargo',
  ]);
  const select = screen.getByRole('combobox', { name: 'What photo 1 shows' }) as HTMLSelectElement;
  expect([...select.options].map((o) => o.value)).toEqual(['', 'Front angled', 'Rear angled', 'Driver-side profile', 'Wheels and tires',
    'Front seats and dashboard', 'Back seats', 'Odometer', 'Engine bay', 'Trunk/cargo', 'Damage', 'Other']);
  await user.selectOptions(select, 'Odometer');
  await user.selectOptions(screen.getByRole('combobox', { name: 'What photo 2 shows' }), 'Damage');
  expect(coverage().textContent).toMatch(/^1 of 9 angles covered/);
  expect(missing()).not.toContain('Odometer');
  expect(missing()).toHaveLength(8);
});

test('before Publish, the form says how many photo angles are missing and that this does not stop publishing', async () => {
  const [one, two] = [uploaded(), uploaded()];
  routes({ 'POST /api/media/photo-checks': () => fakeResponse(200, { photos: [{ url: one.url, findings: [] }, { url: two.url, findings: [] }] }) });
  renderSeller('/create-listing');
  await formReady();
  const publish = screen.getByRole('button', { name: 'Publish Listing' });
  const check = () => screen.getByTestId('publish-check').textContent;
  expect(check()).toBe('None of the 9 photo angles yet (see Photos). You can still publish; our team may ask for them before approving.');
  expect(publish.getAttribute('aria-describedby')).toBe('publish-check');
  expect(screen.getByText(/Add up to 10 photos: the 9 angles of the photo guide, plus any damage\./)).toBeTruthy();
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('photo-input'), [fakeFile('a.jpg'), fakeFile('b.jpg')]);
  await act(async () => FakeXHR.instances[0]!.respond(201, { ...one, findings: [] }));
  await act(async () => FakeXHR.instances[1]!.respond(201, { ...two, findings: [] }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'What photo 1 shows' }), 'Odometer');
  expect(check()).toMatch(/^8 of the 9 photo angles missing \(see Photos\)\. You can still publish/);
  expect(within(screen.getByTestId('publish-check')).getByRole('link', { name: 'see Photos' }).getAttribute('href')).toBe('#photos');
});

test('edit: the listing\'s tags fill the selects, its photos are checked at once, and the tags are saved with the listing', async () => {
  const images = ['/media/img/00000000-0000-4000-8000-0000000000a1/large.webp', '/media/img/00000000-0000-4000-8000-0000000000a2/large.webp'];
  const listing = vehicle({ id: 5, status: 'approved', images, photoAngles: { [images[0]!]: 'Front angled', [images[1]!]: 'Engine bay' } });
  const fetch = routes({
    'GET /api/vehicles/5': () => fakeResponse(200, listing),
    'PUT /api/vehicles/5': () => fakeResponse(200, listing),
    'POST /api/media/photo-checks': () => fakeResponse(200, { photos: [{ url: images[0], findings: [] }, { url: images[1], findings: [DARK] }] }),
  });
  const user = userEvent.setup();
  const { router } = renderSeller('/edit-listing/5');
  await formReady();
  expect((await screen.findByRole('combobox', { name: 'What photo 1 shows' }) as HTMLSelectElement).value).toBe('Front angled');
  expect((screen.getByRole('combobox', { name: 'What photo 2 shows' }) as HTMLSelectElement).value).toBe('Engine bay');
  expect(await within(tiles()[1]!).findByText(/Retake in daylight/)).toBeTruthy();
  expect(coverage().textContent).toMatch(/^2 of 9 angles covered/);
  await user.selectOptions(screen.getByRole('combobox', { name: 'What photo 2 shows' }), 'Odometer');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const [put] = callsTo(fetch, 'PUT', '/api/vehicles/5');
  expect((put!.body as { photoAngles: unknown }).photoAngles).toEqual({ [images[0]!]: 'Front angled', [images[1]!]: 'Odometer' });
});
