import * as contracts from '@rl/contracts';
import * as browser from '../src/shared/contracts-browser';

// The remote carries zod-free copies of these helpers (see src/shared/contracts-browser.ts): they must
// stay identical to the shared contracts.
describe('browser copies of contract helpers', () => {
  it('SEARCH_DEFAULTS', () => {
    expect(browser.SEARCH_DEFAULTS).toEqual(contracts.SEARCH_DEFAULTS);
  });

  it.each([0, 45999, 45999.5, '45999.00', '$45,999.49', '1234567.5', 'abc', -12.4, 99999999.99])('formatPrice(%p)', (price) => {
    expect(browser.formatPrice(price)).toBe(contracts.formatPrice(price));
  });

  it('toSearchParams', () => {
    const filters = { make: 'BMW', model: '', minPrice: 0, features: ['Bluetooth', '', 'Sunroof'], location: null, zipCode: undefined, page: 2 };
    expect(browser.toSearchParams(filters).toString()).toBe(contracts.toSearchParams(filters).toString());
  });

  it('what the search sends passes the API schema', () => {
    const params = new URLSearchParams('make=BMW&bodyType=SUV&condition=Certified Pre-Owned&features=Bluetooth&features=Sunroof&sortBy=price_asc&page=1&limit=30');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) query[key] = key === 'features' ? params.getAll(key) : params.get(key)!;
    expect(contracts.SearchQuerySchema.safeParse(query).success).toBe(true);
  });
});
