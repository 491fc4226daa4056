import { screen, within } from '@testing-library/react';
import type { Check } from '@rl/contracts';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { passing, pending } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const IMAGES = ['/media/img/a/large.webp', '/media/img/b/large.webp', '/media/img/c/large.webp'];
const photoChecks = (): Check[] => [
  {
    code: 'photo_quality', ok: false, status: 'fail', message: '2 photos flagged (photo 2: too dark; photo 3: nearly the same as photo 1)',
    photos: [
      { url: IMAGES[0]!, angle: 'Front angled', findings: [] },
      { url: IMAGES[1]!, angle: 'Odometer', findings: [{ code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' }] },
      { url: IMAGES[2]!, angle: null, findings: [{ code: 'near_duplicate', message: 'Nearly the same as photo 1', advice: 'Replace it with one of the missing angles', duplicateOf: IMAGES[0] }] },
    ],
  },
  {
    code: 'angle_coverage', ok: false, status: 'fail', message: '2 of 9 angles tagged; missing: Rear angled, Driver-side profile',
    missingAngles: ['Rear angled', 'Driver-side profile', 'Wheels and tires', 'Front seats and dashboard', 'Back seats', 'Engine bay', 'Trunk/cargo'],
  },
];

function platform(queue: ReturnType<typeof pending>[]) {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, { total: 2, pending: queue.length, approved: 0, rejected: 0 })),
    route('GET', '/api/admin/vehicles/pending', () => json(200, queue, { 'x-total-count': String(queue.length) })),
  );
}

test('photo checks: warning chips with the flagged photos and the missing angles, and each photo with its angle and findings', async () => {
  platform([pending({ id: 9, images: IMAGES, checks: [...passing(), ...photoChecks()] })]);
  renderAdmin();
  const row = await screen.findByTestId('pending-9');
  const flags = within(row).getByRole('list', { name: 'Automated checks' });
  expect(flags.querySelector('[data-check="photo_quality"]')!.textContent)
    .toBe('Photo quality: 2 photos flagged (photo 2: too dark; photo 3: nearly the same as photo 1)');
  expect(flags.querySelector('[data-check="angle_coverage"]')!.textContent).toContain('Angles: 2 of 9 angles tagged');

  const review = within(row).getByText(/^Photo review:/).closest('details')!;
  expect(review.open).toBe(true);
  expect(within(review).getByText('Photo review: 3 photos · 2 flagged · 2 of 9 angles')).toBeTruthy();
  expect(within(review).getByText(/Rear angled, Driver-side profile, Wheels and tires/)).toBeTruthy();
  const tiles = within(within(review).getByRole('list', { name: 'Photos and their checks' })).getAllByRole('listitem');
  expect(tiles.map((t) => t.querySelector('img')!.getAttribute('src'))).toEqual(['/media/img/a/thumb.webp', '/media/img/b/thumb.webp', '/media/img/c/thumb.webp']);
  expect(tiles[1]!.textContent).toBe('OdometerToo dark');
  expect(tiles[1]!.getAttribute('data-flagged')).toBe('true');
  expect(within(tiles[1]!).getByText('Too dark').getAttribute('title')).toBe('Too dark. Retake in daylight.');
  expect(tiles[2]!.textContent).toBe('No angleNear-duplicate');
  expect(tiles[0]!.getAttribute('data-flagged')).toBeNull();
});

test('all photos fine and all angles tagged: the review stays folded; photos that could not be checked say so', async () => {
  const checks: Check[] = [
    ...passing(),
    { code: 'photo_quality', ok: true, status: 'pass', message: '1 photo sharp, well exposed and distinct; 1 photo not checked', photos: [
      { url: IMAGES[0]!, angle: 'Front angled', findings: [] }, { url: IMAGES[1]!, angle: 'Odometer', findings: null },
    ] },
    { code: 'angle_coverage', ok: true, status: 'pass', message: 'All 9 angles of the photo guide are tagged', missingAngles: [] },
  ];
  platform([pending({ id: 10, images: IMAGES.slice(0, 2), checks })]);
  renderAdmin();
  const row = await screen.findByTestId('pending-10');
  expect(within(row).getByText('All checks passed')).toBeTruthy();
  const review = within(row).getByText(/^Photo review:/).closest('details')!;
  expect(review.open).toBe(false);
  expect(within(review).getByText('Not checked')).toBeTruthy();
});
