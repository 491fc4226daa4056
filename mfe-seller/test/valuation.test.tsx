import type { Valuation } from '@rl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { GOOD_VIN, vehicle } from './support/fixtures';
import { catalogRoutes, chooseCar, field, formReady, quietEnrichment } from './support/form';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());

const valuation = (o: Partial<Valuation> = {}): Valuation => ({
  vehicle: { year: 2021, make: 'Porsche', model: '911', trim: 'Carrera S' },
  estimate: { low: 31_000, high: 33_000, mid: 32_000 }, confidence: 'medium',
  summary: 'Medium confidence: 12 comparable cars, whose prices for a car like yours spread about ±3 %. Treat the range as a guide.',
  comparables: 12, nearby: 4, radiusMiles: 100, sales: 2, points: [], advice: null, ...o,
});

describe('/sell/value', () => {
  it('decodes a VIN into the car, values it and offers the prefilled listing form', async () => {
    const fetchMock = mockFetchRoutes({
      ...catalogRoutes,
      [`GET /api/vin/${GOOD_VIN}`]: () => fakeResponse(200, {
        vin: GOOD_VIN, valid: true, make: 'Porsche', model: '911', year: 2021, trim: 'Carrera S', bodyType: 'coupe', fuelType: null, drivetrain: null, engine: null, undecoded: [],
      }),
      'POST /api/valuations': () => fakeResponse(200, valuation()),
    });
    const user = userEvent.setup();
    const { router } = renderSeller('/sell/value');
    await screen.findByRole('heading', { level: 1, name: 'What Is My Car Worth?' });
    await user.type(field('VIN'), GOOD_VIN);
    await user.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(field('Make').value).toBe('Porsche'));
    await waitFor(() => expect(field('Model').value).toBe('911'));
    expect(field('Year').value).toBe('2021');
    await user.type(field('Mileage'), '12,000');
    await user.type(field('ZIP Code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Get my estimate' }));

    const result = await screen.findByTestId('valuation-result');
    expect(within(result).getByTestId('valuation-range').textContent).toBe('$31,000 – $33,000');
    expect(within(result).getByTestId('valuation-summary').textContent).toMatch(/^Medium confidence: 12 comparable cars/);
    // the spread stays on one line at 390 px: its own element, styled nowrap
    const spread = within(within(result).getByTestId('valuation-summary')).getByText('±3 %');
    expect(getComputedStyle(spread).whiteSpace).toBe('nowrap');
    expect(within(result).getByText('12 comparable cars · 4 within 100 miles of 90210 · 2 sold on our platform')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/valuations')[0]!.body).toEqual({
      year: 2021, make: 'Porsche', model: '911', trim: 'Carrera S', mileage: 12_000, condition: 'good', zipCode: '90210',
    });
    await user.click(within(result).getByRole('link', { name: 'List it with an associate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-listing'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      year: '2021', make: 'Porsche', model: '911', trim: 'Carrera S', mileage: '12000', condition: 'good', zipCode: '90210', vin: GOOD_VIN,
    });
  });

  it('too little data: no range, says so and lists the nearest cars', async () => {
    mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/valuations': () => fakeResponse(200, valuation({
        estimate: null, confidence: null, comparables: 1, nearby: 0, sales: 0, points: [{ price: 60_000, mileage: 20_000, year: 2020 }],
        summary: 'Too little data: only 1 comparable car (we need at least 5), so we do not give a range. It is shown below.',
      })),
    });
    const user = userEvent.setup();
    renderSeller('/sell/value');
    await within(await screen.findByLabelText('Make')).findByRole('option', { name: 'Porsche' });
    await chooseCar(user, 'Porsche', 'Cayenne');
    await user.selectOptions(field('Year'), '2020');
    await user.type(field('Mileage'), '20000');
    await user.type(field('ZIP Code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Get my estimate' }));
    const result = await screen.findByTestId('valuation-result');
    expect(within(result).getByRole('heading', { name: 'Not enough data for an estimate' })).toBeTruthy();
    expect(within(result).queryByTestId('valuation-range')).toBeNull();
    expect(within(result).getByText('2020 · 20,000 miles · asking $60,000')).toBeTruthy();
  });

  it('the server naming a field puts its message on that field', async () => {
    mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/valuations': () => fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: 'zipCode: zipCode is not a known US ZIP code', fields: [{ field: 'zipCode', message: 'zipCode is not a known US ZIP code' }] }),
    });
    const user = userEvent.setup();
    renderSeller('/sell/value');
    await within(await screen.findByLabelText('Make')).findByRole('option', { name: 'Porsche' });
    await chooseCar(user, 'Porsche', '911');
    await user.selectOptions(field('Year'), '2021');
    await user.type(field('Mileage'), '12000');
    await user.type(field('ZIP Code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Get my estimate' }));
    expect(await screen.findByText('zipCode is not a known US ZIP code')).toBeTruthy();
    expect(field('ZIP Code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('pricing advice on the listing form', () => {
  it('the typed price gets its rating, the comparables asking less and a suggestion one click applies', async () => {
    const fetchMock = mockFetchRoutes({
      ...catalogRoutes, ...quietEnrichment,
      'POST /api/valuations': (init) => {
        const price = JSON.parse(String(init?.body)).price as number;
        const rating = price > 33_000 ? 'high' : price < 31_000 ? 'good' : 'fair';
        return fakeResponse(200, valuation({
          advice: { price, rating, comparablesAskingLess: price > 33_000 ? 10 : 3, suggestion: rating === 'good' ? null : { price: 30_900, rating: 'good' } },
        }));
      },
    });
    const user = userEvent.setup();
    renderSeller('/create-listing?year=2021&make=Porsche&model=911&trim=Carrera%20S&mileage=12000&condition=excellent&zipCode=90210');
    await formReady();
    // opened from the valuation page: the car is filled in
    expect([field('Make').value, field('Model').value, field('Year').value, field('Mileage').value, field('ZIP Code').value]).toEqual(['Porsche', '911', '2021', '12000', '90210']);
    await user.click(field('Price'));
    await user.paste('34000');
    const advice = await screen.findByTestId('price-advice');
    await waitFor(() => expect(advice.textContent).toContain('At $34,000 buyers would see High price'));
    expect(advice.textContent).toContain('Fair range $31,000 – $33,000 · 10 of 12 comparable cars ask less');
    expect(advice.textContent).toContain('Lower to $30,900 to be rated Good');
    // typing is not a request per key: one request for the pasted price
    expect(callsTo(fetchMock, 'POST', '/api/valuations').map((c) => (c.body as { price: number }).price)).toEqual([34_000]);
    await user.click(within(advice).getByRole('button', { name: 'Use $30,900' }));
    expect(field('Price').value).toBe('30900');
    await waitFor(() => expect(screen.getByTestId('price-advice').textContent).toContain('At $30,900 buyers would see Good price'));
    expect(screen.getByTestId('price-advice').textContent).not.toContain('Lower to');
  });

  it('too few comparables: says so and suggests nothing', async () => {
    mockFetchRoutes({
      ...catalogRoutes, ...quietEnrichment,
      'POST /api/valuations': () => fakeResponse(200, valuation({ estimate: null, confidence: null, comparables: 2, advice: null })),
    });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await chooseCar(user, 'Porsche', '911');
    await user.click(field('Price'));
    await user.paste('50000');
    const advice = await screen.findByTestId('price-advice');
    expect(advice.textContent).toContain('Too few comparable cars to advise on the price (2 found, we need at least 5)');
    expect(within(advice).queryByRole('button')).toBeNull();
  });
});

describe('the dashboard\'s suggestion', () => {
  it('"Lower to $X to be rated Good" on a live listing; one click sends the listing\'s own fields with that price', async () => {
    const live = { ...vehicle({ id: 2, make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, price: '36000.00', status: 'approved' }), revision: null,
      priceSuggestion: { price: 30_900, rating: 'good' as const, fairLow: 31_000, fairHigh: 33_000 } };
    const other = { ...vehicle({ id: 3, make: 'BMW', model: 'X5', price: '50000.00', status: 'approved' }), revision: null, priceSuggestion: null };
    let listings = [live, other];
    const fetchMock = mockFetchRoutes({
      'GET /api/user/vehicles': () => fakeResponse(200, listings),
      'PUT /api/vehicles/2': (init) => {
        const body = JSON.parse(String(init?.body)) as { price: string };
        listings = [{ ...live, price: `${body.price}.00`, priceSuggestion: null }, other];
        return fakeResponse(200, listings[0]);
      },
    });
    const user = userEvent.setup();
    renderSeller('/dashboard');
    const suggestion = await screen.findByTestId('price-suggestion');
    expect(suggestion.textContent).toContain('Lower to $30,900 to be rated Good');
    expect(screen.getAllByTestId('price-suggestion')).toHaveLength(1);
    await user.click(within(suggestion).getByRole('button', { name: 'Apply $30,900' }));
    await waitFor(() => expect(screen.queryByTestId('price-suggestion')).toBeNull());
    const [put] = callsTo(fetchMock, 'PUT', '/api/vehicles/2');
    expect(put!.body).toMatchObject({ price: '30900', make: 'Porsche', model: '911', trim: 'Carrera S', vin: live.vin, zipCode: live.zipCode });
    expect(Object.keys(put!.body as object)).not.toContain('status');
  });
});
