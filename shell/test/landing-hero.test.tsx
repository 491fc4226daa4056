import { act, screen, within } from '@testing-library/react';
import { LandingHero } from '../src/features/landing/components/LandingHero';
import { ROTATING_BRANDS, ROTATION_INTERVAL_MS } from '../src/features/landing/rotation';
import { mockReducedMotion, renderUi } from './support/render-ui';

const word = () => screen.getByTestId('rotating-brand').textContent;

beforeEach(() => mockReducedMotion(false));
afterEach(() => jest.useRealTimers());

describe('rotating brand word', () => {
  test('Mercedes, BMW, Porsche, Lexus, Range Rover: one every 4 s, then round again', () => {
    jest.useFakeTimers();
    renderUi(<LandingHero />);
    expect(ROTATING_BRANDS).toEqual(['Mercedes', 'BMW', 'Porsche', 'Lexus', 'Range Rover']);
    expect(ROTATION_INTERVAL_MS).toBe(4000);
    expect(word()).toBe('Mercedes');
    act(() => jest.advanceTimersByTime(3999));
    expect(word()).toBe('Mercedes');
    act(() => jest.advanceTimersByTime(1));
    expect(word()).toBe('BMW');
    const seen = [word()];
    for (let i = 0; i < 4; i++) {
      act(() => jest.advanceTimersByTime(4000));
      seen.push(word());
    }
    expect(seen).toEqual(['BMW', 'Porsche', 'Lexus', 'Range Rover', 'Mercedes']);
  });

  test('the word is part of the one h1', () => {
    renderUi(<LandingHero />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Sell your Mercedes We handle the buyers.');
  });

  test('the pause button stops the rotation and play resumes it', () => {
    jest.useFakeTimers();
    renderUi(<LandingHero />);
    act(() => screen.getByRole('button', { name: 'Pause brand animation' }).click());
    act(() => jest.advanceTimersByTime(20_000));
    expect(word()).toBe('Mercedes');
    const play = screen.getByRole('button', { name: 'Play brand animation' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    act(() => play.click());
    act(() => jest.advanceTimersByTime(4000));
    expect(word()).toBe('BMW');
  });

  test('reduced motion: no rotation, and no pause button to offer', () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderUi(<LandingHero />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(word()).toBe('Mercedes');
    expect(screen.queryByRole('button', { name: /brand animation/ })).toBeNull();
  });
});

test('hero calls to action: Start Selling Today -> /auth, Browse Market Listings -> /search', () => {
  renderUi(<LandingHero />);
  const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
  expect(within(hero).getByRole('link', { name: 'Start Selling Today' }).getAttribute('href')).toBe('/auth');
  expect(within(hero).getByRole('link', { name: 'Browse Market Listings' }).getAttribute('href')).toBe('/search');
});
