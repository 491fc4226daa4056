import { SITE } from '@rl/web-kit';
import { act, screen } from '@testing-library/react';
import { ReviewsCarousel, reviewsInView } from '../src/features/landing/below-fold/ReviewsCarousel';
import { SLIDE_TRANSITION_MS, tripled } from '../src/features/landing/hooks/useLoopingCarousel';
import { mockReducedMotion, renderUi, resizeWindow } from './support/render-ui';

const track = () => screen.getByTestId('reviews-track');
const position = () => Number(track().dataset.position);
/** labels of the slides in view */
const shown = () =>
  [...track().children].filter((el) => el.getAttribute('aria-hidden') === 'false').map((el) => el.getAttribute('aria-label'));
const tick = (ms = 4000) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  mockReducedMotion(false);
  resizeWindow(390);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());
afterAll(() => resizeWindow(1024));

test('12 reviews, tripled for looping; rating 5.0 based on Google; a link to all reviews', () => {
  expect(SITE.reviews.items).toHaveLength(12);
  expect(tripled([1, 2])).toEqual([1, 2, 1, 2, 1, 2]);
  renderUi(<ReviewsCarousel />);
  expect(track().children).toHaveLength(36);
  expect(screen.getByText('5.0')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
  expect(screen.getByText('Based on Google reviews')).toBeTruthy();
  const all = screen.getByRole('link', { name: /Read all reviews on Google/ });
  expect(all.getAttribute('href')).toBe(SITE.reviews.url);
  expect(all.getAttribute('target')).toBe('_blank');
  expect(all.getAttribute('rel')).toContain('noopener');
});

test('starts on the middle copy and advances one review every 4 s', () => {
  renderUi(<ReviewsCarousel />);
  expect(position()).toBe(12);
  expect(shown()).toEqual(['Review 1 of 12']);
  tick(3999);
  expect(position()).toBe(12);
  tick(1);
  expect(position()).toBe(13);
  expect(track().dataset.animating).toBe('true');
  expect(shown()).toEqual(['Review 2 of 12']);
});

test('loops seamlessly: after the 12th review it slides on to the copy of the 1st, then jumps back unseen', () => {
  renderUi(<ReviewsCarousel />);
  for (let i = 0; i < 11; i++) tick();
  expect(position()).toBe(23);
  expect(shown()).toEqual(['Review 12 of 12']);
  tick();
  // the identical first review of the third copy slides in...
  expect(position()).toBe(24);
  expect(shown()).toEqual(['Review 1 of 12']);
  // ...and once the slide has finished the track jumps back to the middle copy without transition
  tick(SLIDE_TRANSITION_MS);
  expect(position()).toBe(12);
  expect(track().dataset.animating).toBe('false');
  expect(track().style.transition).toBe('none');
  expect(shown()).toEqual(['Review 1 of 12']);
  tick(4000 - SLIDE_TRANSITION_MS);
  expect(position()).toBe(13);
});

test('previous from the first review loops back to the last one', () => {
  renderUi(<ReviewsCarousel />);
  act(() => screen.getByRole('button', { name: 'Previous review' }).click());
  expect(position()).toBe(11);
  tick(SLIDE_TRANSITION_MS);
  expect(position()).toBe(23);
  expect(shown()).toEqual(['Review 12 of 12']);
});

test('the pause button stops auto-advance; play resumes it', () => {
  renderUi(<ReviewsCarousel />);
  act(() => screen.getByRole('button', { name: 'Pause reviews' }).click());
  tick(40_000);
  expect(position()).toBe(12);
  act(() => screen.getByRole('button', { name: 'Play reviews' }).click());
  tick();
  expect(position()).toBe(13);
});

test('reduced motion: no auto-advance, no pause button, manual moves without animation', () => {
  mockReducedMotion(true);
  renderUi(<ReviewsCarousel />);
  tick(40_000);
  expect(position()).toBe(12);
  expect(screen.queryByRole('button', { name: /Pause reviews|Play reviews/ })).toBeNull();
  act(() => screen.getByRole('button', { name: 'Next review' }).click());
  expect(position()).toBe(13);
  expect(track().dataset.animating).toBe('false');
});

test('slides in view by window width: 1 on phones, 2 on tablets, 3 from 1024 px', () => {
  expect([390, 767, 768, 1023, 1024, 1440].map(reviewsInView)).toEqual([1, 1, 2, 2, 3, 3]);
  resizeWindow(1280);
  renderUi(<ReviewsCarousel />);
  expect(shown()).toEqual(['Review 1 of 12', 'Review 2 of 12', 'Review 3 of 12']);
});
