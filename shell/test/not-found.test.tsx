import { screen } from '@testing-library/react';
import { renderApp, resetStores } from './support/render-app';

beforeEach(resetStores);

test('an unknown path shows the 404 screen inside the layout', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  // header and footer stay
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
});

test('/vehicle/:id redirects to /vehicles/:id', async () => {
  const { router } = renderApp('/vehicle/42');
  expect(await screen.findByRole('heading', { name: 'Stub vehicle' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/vehicles/42');
});
