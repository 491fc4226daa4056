import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src';
import { CALCULATOR_DISCLOSURE, PaymentCalculator, loanSummary } from '../src/finance';

function Probe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

/** `slowUrl`: every URL change takes 30 ms to land (a route loader), as a busy browser's can. */
function renderCalculator(url = '/vehicles/5', price = 58_900, { slowUrl = false } = {}) {
  const loader = slowUrl ? () => new Promise((resolve) => setTimeout(() => resolve(null), 30)) : undefined;
  const router = createMemoryRouter(
    [{ path: '*', loader, element: <><PaymentCalculator price={price} /><Probe /></> }],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const figures = () => screen.getByTestId('payment-figures');
const figure = (label: string) => within(figures()).getByText(label).nextElementSibling?.textContent;
const urlParams = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('payment calculator', () => {
  it('starts from the price given with 10% down, no trade-in, 60 months at 3.75% APR', () => {
    renderCalculator();
    expect((screen.getByLabelText('Vehicle price') as HTMLInputElement).value).toBe('58900');
    expect((screen.getByLabelText('Down payment') as HTMLInputElement).value).toBe('5900');
    expect((screen.getByLabelText('Trade-in value') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Loan term') as HTMLSelectElement).value).toBe('60');
    expect((screen.getByLabelText('APR') as HTMLInputElement).value).toBe('3.75');
    const expected = loanSummary({ price: 58_900, downPayment: 5_900, tradeIn: 0, termMonths: 60, apr: 3.75 });
    expect(within(figures()).getByText(dollars(expected.monthlyPayment))).toBeTruthy();
    expect(within(figures()).getByText('for 60 months at 3.75% APR')).toBeTruthy();
    expect(figure('Amount financed')).toBe('$53,000');
    expect(figure('Total interest')).toBe(dollars(expected.totalInterest));
    expect(figure('Total cost')).toBe(dollars(expected.totalCost));
  });

  it('shows the honest disclosure: an estimate, not an offer, rates depend on credit', () => {
    renderCalculator();
    const card = screen.getByRole('region', { name: 'Payment calculator' });
    expect(within(card).getByText(CALCULATOR_DISCLOSURE, { exact: false })).toBeTruthy();
    expect(CALCULATOR_DISCLOSURE).toMatch(/not an offer of credit/);
    expect(CALCULATOR_DISCLOSURE).toMatch(/depends on your credit history/);
  });

  it('reads its figures from the URL, so a shared link shows the same calculation', () => {
    renderCalculator('/vehicles/5?price=40000&down=4000&tradeIn=6000&term=72&apr=6.9');
    expect((screen.getByLabelText('Vehicle price') as HTMLInputElement).value).toBe('40000');
    expect((screen.getByLabelText('Loan term') as HTMLSelectElement).value).toBe('72');
    const expected = loanSummary({ price: 40_000, downPayment: 4_000, tradeIn: 6_000, termMonths: 72, apr: 6.9 });
    expect(figure('Amount financed')).toBe('$30,000');
    expect(within(figures()).getByText(dollars(expected.monthlyPayment))).toBeTruthy();
    expect(figure('Total cost')).toBe(dollars(expected.totalCost));
  });

  it('writes every change into the URL and recalculates', async () => {
    const user = userEvent.setup();
    const router = renderCalculator();
    await user.clear(screen.getByLabelText('Down payment'));
    await user.type(screen.getByLabelText('Down payment'), '10,000');
    await user.type(screen.getByLabelText('Trade-in value'), '{Backspace}8900');
    await user.selectOptions(screen.getByLabelText('Loan term'), '48');
    await user.clear(screen.getByLabelText('APR'));
    await user.type(screen.getByLabelText('APR'), '5.5');
    expect(urlParams().get('down')).toBe('10,000');
    expect(urlParams().get('tradeIn')).toBe('8900');
    expect(urlParams().get('term')).toBe('48');
    expect(urlParams().get('apr')).toBe('5.5');
    expect(router.state.historyAction).toBe('REPLACE'); // typing does not fill the back button's history
    const expected = loanSummary({ price: 58_900, downPayment: 10_000, tradeIn: 8_900, termMonths: 48, apr: 5.5 });
    expect(figure('Amount financed')).toBe('$40,000');
    expect(within(figures()).getByText(dollars(expected.monthlyPayment))).toBeTruthy();
  });

  it('keeps every field of quick successive changes, before the URL has caught up with the first', async () => {
    renderCalculator('/vehicles/5', 58_900, { slowUrl: true });
    await screen.findByLabelText('Down payment');
    fireEvent.change(screen.getByLabelText('Down payment'), { target: { value: '9000' } });
    fireEvent.change(screen.getByLabelText('Trade-in value'), { target: { value: '4000' } });
    fireEvent.change(screen.getByLabelText('APR'), { target: { value: '7' } });
    await waitFor(() => expect(urlParams().toString()).toBe('down=9000&tradeIn=4000&apr=7'));
    expect((screen.getByLabelText('Down payment') as HTMLInputElement).value).toBe('9000');
    expect(figure('Amount financed')).toBe('$45,900');
  });

  it('refuses a down payment and trade-in above the price, naming the field, and shows no figures', () => {
    renderCalculator('/vehicles/5?down=30000&tradeIn=35000');
    const down = screen.getByLabelText('Down payment');
    expect(down.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Your down payment and trade-in ($65,000 together) are more than the $58,900 price. Lower them to leave an amount to finance.').id)
      .toBe(down.getAttribute('aria-describedby'));
    expect(within(figures()).getByText('Correct the highlighted field to see your payment.')).toBeTruthy();
    expect(within(figures()).queryByText('Total cost')).toBeNull();
  });

  it('says when the down payment covers the whole price', () => {
    renderCalculator('/vehicles/5?down=58900');
    expect(screen.getByText('Your down payment ($58,900) covers the whole price, so there is nothing to finance.')).toBeTruthy();
  });

  it('refuses an APR below 3.75%, a price that is not a number, and a missing price', async () => {
    const user = userEvent.setup();
    renderCalculator('/vehicles/5?apr=2.9&price=abc');
    expect(screen.getByText('Our rates start at 3.75% APR. Enter 3.75 or more.')).toBeTruthy();
    expect(screen.getByText('Enter the price in dollars, for example 45000.')).toBeTruthy();
    expect(within(figures()).getByText('Correct the highlighted fields to see your payment.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Vehicle price'));
    expect(screen.getByText('Enter the price of the car.')).toBeTruthy();
    expect(urlParams().get('price')).toBe('');
  });

  it('ignores a term it does not offer and uses 60 months', () => {
    renderCalculator('/vehicles/5?term=7');
    expect((screen.getByLabelText('Loan term') as HTMLSelectElement).value).toBe('60');
  });

  it('follows the URL when it changes from outside (back button, another link)', async () => {
    const router = renderCalculator('/vehicles/5?apr=5');
    await router.navigate('/vehicles/5?apr=7.5');
    expect((await screen.findByDisplayValue('7.5')).id).toBe(screen.getByLabelText('APR').id);
  });
});
