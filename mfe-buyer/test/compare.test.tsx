import { compareUrl, parseCompareIds } from '@rl/contracts';
import { useCompareStore } from '@rl/web-kit/vehicles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareRows } from '../src/features/compare/compare-rows';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { currentUrl, renderAt, resetStores } from './support/render';
import { aVehicle } from './support/vehicles';

beforeEach(() => resetStores());

const x5 = aVehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, mileage: 21400, price: '58900.00', priceRating: 'good', features: ['Heated Seats', 'Navigation System'] });
const gle = aVehicle({
  id: 2, make: 'Mercedes-Benz', model: 'GLE', trim: '450', year: 2021, mileage: 30100, price: '54900.00', priceRating: 'great',
  features: ['heated seats', 'Panoramic Roof'],
});
const q7 = aVehicle({ id: 3, make: 'Audi', model: 'Q7', trim: null, year: 2022, mileage: 18000, price: '58900.00', priceRating: null, features: [] });

describe('compare URL', () => {
  it('is /compare?ids= in column order, and reads back at most 4 valid ids', () => {
    expect(compareUrl([3, 1, 2])).toBe('/compare?ids=3,1,2');
    expect(parseCompareIds('3,1,x,1,-2,0,7,8,9,10')).toEqual([3, 1, 7, 8]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});

describe('compare rows', () => {
  const rows = compareRows([x5, gle, q7]);
  const row = (label: string) => rows.find((r) => r.label.toLowerCase() === label.toLowerCase())!;

  it('marks a row as differing only when the values are not all the same', () => {
    expect(row('Price')).toMatchObject({ values: ['$58,900', '$54,900', '$58,900'], differs: true });
    expect(row('Body type')).toMatchObject({ values: ['SUV', 'SUV', 'SUV'], differs: false });
    expect(row('Price guidance')).toMatchObject({ values: ['Good price', 'Great price', 'Not rated yet'], differs: true });
    expect(row('Mileage').values).toEqual(['21,400 miles', '30,100 miles', '18,000 miles']);
    expect(row('Trim').values).toEqual(['xDrive40i', '450', '—']);
  });

  it('has a row for every feature any of them has, matched without case', () => {
    expect(rows.filter((r) => r.group === 'Features').map((r) => [r.label, r.values])).toEqual([
      ['Heated Seats', ['Yes', 'Yes', '—']],
      ['Navigation System', ['Yes', '—', '—']],
      ['Panoramic Roof', ['—', 'Yes', '—']],
    ]);
  });

  it('one vehicle: nothing differs', () => {
    expect(compareRows([x5]).some((r) => r.differs)).toBe(false);
  });
});

describe('/compare page', () => {
  const api = (...found: ReturnType<typeof aVehicle>[]) => {
    const asked: string[] = [];
    const mock = mockFetch(
      route('GET', '/api/vehicles', ({ query }) => {
        asked.push(query.get('ids') ?? '');
        const ids = (query.get('ids') ?? '').split(',').map(Number);
        return fakeResponse(200, found.filter((v) => ids.includes(v.id)));
      }),
    );
    return { asked, ...mock };
  };

  it('shows the vehicles of the URL side by side in one request, differing rows highlighted', async () => {
    const { asked } = api(x5, gle, q7);
    renderAt('/compare?ids=2,1,3');
    const table = await screen.findByRole('table');
    const columns = within(table).getAllByTestId('compare-column');
    expect(columns.map((c) => within(c).getByRole('link').textContent)).toEqual(['2021 Mercedes-Benz GLE 450', '2022 BMW X5 xDrive40i', '2022 Audi Q7']);
    expect(asked).toEqual(['2,1,3']);
    const priceRow = within(table).getByRole('rowheader', { name: /^Price( \(differs\))?$/ }).closest('tr')!;
    expect(priceRow.getAttribute('data-differs')).toBe('true');
    const bodyRow = within(table).getByRole('rowheader', { name: 'Body type' }).closest('tr')!;
    expect(bodyRow.hasAttribute('data-differs')).toBe(false);
    expect(within(bodyRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SUV', 'SUV', 'SUV']);
  });

  it('"Show only differences" leaves out the rows that are the same', async () => {
    api(x5, gle);
    renderAt('/compare?ids=1,2');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Body type' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(within(table).queryByRole('rowheader', { name: 'Body type' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: /^Price \(differs\)/ })).toBeTruthy();
  });

  it('names ids that are unknown or no longer public, and drops them from the selection', async () => {
    useCompareStore.getState().add(aVehicle({ id: 77, make: 'Lexus', model: 'GX', year: 2020 }));
    api(x5, gle);
    renderAt('/compare?ids=1,77,2,404');
    await screen.findByRole('table');
    const note = screen.getByTestId('compare-unavailable');
    expect(note.textContent).toContain('2 vehicles are no longer available');
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2020 Lexus GX (listing #77) is no longer available.',
      'Listing #404 is no longer available.',
    ]);
    expect(screen.getAllByTestId('compare-column')).toHaveLength(2);
    await waitFor(() => expect(useCompareStore.getState().items).toEqual([]));
  });

  it('removing a column rewrites the shareable URL', async () => {
    api(x5, gle, q7);
    const { router } = renderAt('/compare?ids=1,2,3');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2021 Mercedes-Benz GLE 450 from the comparison' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/compare?ids=1,3'));
    await waitFor(() => expect(screen.getAllByTestId('compare-column')).toHaveLength(2));
  });

  it('no ids: an invitation to pick vehicles, and no request', async () => {
    const { calls } = api();
    renderAt('/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Vehicles' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('compare tray', () => {
  it('appears on the search page with the picked vehicles and links to the compare URL', async () => {
    mockFetch(route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })));
    useCompareStore.getState().add(x5);
    renderAt('/search');
    // the search screen is a lazy chunk: its first load compiles it
    const tray = await screen.findByTestId('compare-tray');
    expect(within(tray).getByText('Add one more to compare')).toBeTruthy();
    useCompareStore.getState().add(gle);
    const link = await within(tray).findByRole('link', { name: 'Compare 2' });
    expect(link.getAttribute('href')).toBe('/compare?ids=1,2');
    await userEvent.click(within(tray).getByRole('button', { name: 'Remove 2022 BMW X5 from compare' }));
    expect(useCompareStore.getState().items.map((i) => i.id)).toEqual([2]);
  });
});
