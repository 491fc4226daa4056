// The server-painted first screen (contracts first-screen.ts): index.html's start script runs the shell's
// scripts only once the picture is on the glass, and the picture leaves when its screen is there, on a
// route change, or after FIRST_SCREEN.maxMs at the latest.
import { act, render } from '@testing-library/react';
import { FIRST_SCREEN } from '@rl/contracts';
import { SEARCH_FIRST_SCREEN, vehicleFirstScreen } from '@rl/page-render';
import { useFirstScreenDone } from '@rl/web-kit';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { startShell } from '../../packages/web-build/src/shell-start-script.js';
import { FirstScreenRelease } from '../src/app/FirstScreenRelease';

const SCRIPTS = ['/main.1a2b3c4d.js'];
const PRELOADS = ['/main.1a2b3c4d.js', '/7470.687f1699.js'];
const started = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
let hints: jest.Mock;
/** startShell as index.html's script calls it */
const startWith = (scripts: string[] = SCRIPTS) =>
  startShell({ preloads: PRELOADS, scripts, firstScreenId: FIRST_SCREEN.elementId, latestMs: 1000 }, hints);
const firstScreen = () => document.getElementById(FIRST_SCREEN.elementId);

type Listener = (list: { getEntries: () => { name?: string; element?: Element }[] }) => void;
let observers: { listener: Listener; type?: string; disconnected: boolean }[] = [];

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  observers = [];
  hints = jest.fn();
  (globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    private readonly entry: (typeof observers)[number];
    constructor(listener: Listener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe(o: { type: string; buffered?: boolean }) {
      // a paint before the script must be reported too
      expect(o.buffered).toBe(true);
      this.entry.type = o.type;
    }
    disconnect() { this.entry.disconnected = true; }
  };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const report = (entries: { name?: string; element?: Element }[]) => {
  for (const o of observers) if (!o.disconnected) o.listener({ getEntries: () => entries });
};

describe("index.html's start of the shell's scripts", () => {
  test('without a first screen: the route hints at once; index.html preloads and runs the scripts itself', () => {
    startWith(['/main.js', '/other.js']);
    expect(hints).toHaveBeenCalledTimes(1);
    expect([started(), preloaded()]).toEqual([[], []]);
  });

  test('under a first screen: the held scripts in order, and route hints that fail do not keep them from starting', () => {
    jest.useFakeTimers();
    hints.mockImplementation(() => { throw new Error('no manifest'); });
    document.body.insertAdjacentHTML('afterbegin', SEARCH_FIRST_SCREEN);
    startShell({ preloads: PRELOADS, scripts: ['/main.js', '/other.js'], firstScreenId: FIRST_SCREEN.elementId, latestMs: 1000 }, hints);
    report([{ name: 'first-contentful-paint' }]);
    expect(started()).toEqual(['/main.js', '/other.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  test("with the search banner: once the browser reports its first contentful paint, not before, and once only", () => {
    jest.useFakeTimers();
    document.body.insertAdjacentHTML('afterbegin', SEARCH_FIRST_SCREEN);
    startWith();
    expect(observers.map((o) => o.type)).toEqual(['paint']);
    report([{ name: 'first-paint' }]);
    // nothing competes with the picture: no download asked for, no hint run, no script
    expect([started(), preloaded(), hints.mock.calls.length]).toEqual([[], [], 0]);
    report([{ name: 'first-contentful-paint' }]);
    expect([started(), preloaded(), hints.mock.calls.length]).toEqual([SCRIPTS, PRELOADS, 1]);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(SCRIPTS);
  });

  test("with a listing's photo: once the photo is the largest paint (the heading's paint is not enough)", () => {
    document.body.insertAdjacentHTML('afterbegin', vehicleFirstScreen({ heading: '2021 BMW X5', price: '$41,000', cover: '/media/img/0b5a9f6e-2c1d/large.webp' }));
    startWith();
    expect(observers.map((o) => o.type)).toEqual(['largest-contentful-paint']);
    report([{ element: firstScreen()!.querySelector('h1')! }]);
    expect(started()).toEqual([]);
    report([{ element: firstScreen()!.querySelector('img')! }]);
    expect(started()).toEqual(SCRIPTS);
  });

  test('in a tab that paints nothing (hidden): after latestMs', () => {
    jest.useFakeTimers();
    document.body.insertAdjacentHTML('afterbegin', SEARCH_FIRST_SCREEN);
    startWith();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(SCRIPTS);
  });
});

function Screen({ ready }: { ready: boolean }) {
  useFirstScreenDone(ready);
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate('/faq')}>away</button>;
}

function renderAt(ready: boolean) {
  const router = createMemoryRouter(
    [{ path: '*', element: <><FirstScreenRelease /><Screen ready={ready} /></> }],
    { initialEntries: ['/search'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the first screen leaves', () => {
  beforeEach(() => document.body.insertAdjacentHTML('afterbegin', SEARCH_FIRST_SCREEN));

  test('when its screen has rendered with its content', () => {
    renderAt(true);
    expect(firstScreen()).toBeNull();
  });

  test('not while its screen is loading, but when the visitor moves on', async () => {
    const view = renderAt(false);
    expect(firstScreen()).not.toBeNull();
    await act(async () => view.getByRole('button', { name: 'away', hidden: true }).click());
    expect(firstScreen()).toBeNull();
  });

  test('after FIRST_SCREEN.maxMs when its screen never comes', () => {
    jest.useFakeTimers();
    renderAt(false);
    act(() => jest.advanceTimersByTime(FIRST_SCREEN.maxMs - 1));
    expect(firstScreen()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(firstScreen()).toBeNull();
  });
});
