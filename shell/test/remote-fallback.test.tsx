import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import remoteFallbackPlugin, { remoteOfRequest } from '../src/app/remotes/remote-fallback-plugin';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

// The buyer remote is down: importing it fails, as when its manifest or entry cannot be fetched.
jest.mock('buyer/routes', () => {
  throw new Error('Failed to get manifest');
});

beforeEach(resetStores);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a remote that fails to load shows a message in its area; header and footer stay', async () => {
  renderApp('/search');
  expect(await screen.findByRole('heading', { name: 'Vehicle search is temporarily unavailable' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
});

test('other remotes keep working', async () => {
  renderApp('/dashboard', jane);
  expect(await screen.findByRole('heading', { name: 'Stub dashboard' })).toBeTruthy();
});

describe('errorLoadRemote runtime plugin', () => {
  const plugin = remoteFallbackPlugin();
  const fail = (lifecycle: 'onLoad' | 'afterResolve', from: 'build' | 'runtime') =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (plugin.errorLoadRemote as any)({ id: 'buyer/routes', error: new Error('x'), lifecycle, from, origin: {} });

  test('answers a build-time import with a factory of a stand-in module', async () => {
    const factory = await fail('onLoad', 'build');
    const mod = factory();
    expect(mod.__esModule).toBe(true);
    expect(mod.then).toBeUndefined(); // not mistaken for a promise
    const Page = mod.SearchPage as ComponentType;
    render(
      <AppProviders>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Vehicle search is temporarily unavailable' })).toBeTruthy();
  });

  test('answers a runtime loadRemote with the module itself', async () => {
    const mod = await fail('onLoad', 'runtime');
    expect(typeof mod.AnyExport).toBe('function');
  });

  test('leaves manifest failures to surface again as a load failure', async () => {
    await expect(fail('afterResolve', 'runtime')).resolves.toBeUndefined();
  });

  test('finds the remote from the request', () => {
    expect(remoteOfRequest('buyer/routes')).toBe('buyer');
    expect(remoteOfRequest('rl_admin/routes')).toBe('admin');
  });
});
