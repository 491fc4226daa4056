import { CALCULATOR_DISCLOSURE, loanSummary } from '@rl/web-kit/finance';
import { screen, within } from '@testing-library/react';
import { renderApp, resetStores } from './support/render-app';

beforeEach(resetStores);

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

describe('/financing payment calculator', () => {
  test('starts from a $45,000 car and shows the monthly payment with the disclosure', async () => {
    renderApp('/financing');
    // the page is a lazy chunk: its first load in a test run takes a moment
    const card = await screen.findByRole('region', { name: 'Estimate Your Monthly Payment' }, { timeout: 10_000 });
    expect((within(card).getByLabelText('Vehicle price') as HTMLInputElement).value).toBe('45000');
    const expected = loanSummary({ price: 45_000, downPayment: 4_500, tradeIn: 0, termMonths: 60, apr: 3.75 });
    expect(within(card).getByText(dollars(expected.monthlyPayment))).toBeTruthy();
    expect(within(card).getByText(CALCULATOR_DISCLOSURE, { exact: false })).toBeTruthy();
  });

  test('a shared link reproduces the calculation', async () => {
    renderApp('/financing?price=32000&down=2000&tradeIn=5000&term=36&apr=8.25');
    const card = await screen.findByRole('region', { name: 'Estimate Your Monthly Payment' }, { timeout: 10_000 });
    const expected = loanSummary({ price: 32_000, downPayment: 2_000, tradeIn: 5_000, termMonths: 36, apr: 8.25 });
    expect(within(card).getByText(dollars(expected.monthlyPayment))).toBeTruthy();
    expect(within(card).getByText('for 36 months at 8.25% APR')).toBeTruthy();
    expect(within(card).getByText(dollars(expected.totalCost))).toBeTruthy();
  });
});
