import { API } from '@rl/contracts';
import { useToastStore } from '@rl/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(() => resetStores());

test('"Email from us" on /account turns the weekly summary of my listings off and on', async () => {
  let on = true;
  const sent: unknown[] = [];
  mockFetchRoutes({
    [`GET ${API.sellerSummaryMail}`]: () => fakeResponse(200, { weeklySummary: on }),
    [`PUT ${API.sellerSummaryMail}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { weeklySummary: boolean };
      sent.push(body);
      on = body.weeklySummary;
      return fakeResponse(200, body);
    },
  });
  renderApp('/account', jane);
  const section = await screen.findByRole('region', { name: 'Email from us' });
  const box = (await within(section).findByRole('checkbox', { name: /Weekly summary of my listings/ })) as HTMLInputElement;
  expect(box.checked).toBe(true);
  await userEvent.click(box);
  await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Weekly summary is off' }));
  expect(box.checked).toBe(false);
  await userEvent.click(box);
  await waitFor(() => expect(box.checked).toBe(true));
  expect(sent).toEqual([{ weeklySummary: false }, { weeklySummary: true }]);
});
