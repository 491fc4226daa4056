import {
  apiQuery, clearedSearch, countActiveFilters, readSearchState, resultRequests, withFilters, withMoreResults, withSort,
} from '../src/features/search/search-state';

const q = (s: string) => new URLSearchParams(s);
const str = (p: URLSearchParams) => decodeURIComponent(p.toString()).replace(/\+/g, ' ');

describe('URL -> search state', () => {
  it('reads filters, repeated features, sort, page and limit', () => {
    const s = readSearchState(q('make=BMW&model=X5&features=Bluetooth&features=Sunroof&sortBy=price_asc&page=2&limit=60'), 'main');
    expect(s.filters).toEqual({ make: 'BMW', model: 'X5', features: ['Bluetooth', 'Sunroof'] });
    expect(s).toMatchObject({ sortBy: 'price_asc', page: 2, limit: 60 });
  });

  it('defaults: most recent first, page 1, 30 results (main) or 24 (simple)', () => {
    expect(readSearchState(q(''), 'main')).toEqual({ filters: { features: [] }, sortBy: 'created_desc', page: 1, limit: 30 });
    expect(readSearchState(q(''), 'simple').limit).toBe(24);
  });

  it("ignores 'any'/'all', empty and malformed values from a hand-edited link", () => {
    const s = readSearchState(
      q('make=any&bodyType=all&condition=&minPrice=abc&maxPrice=$50,000&zipCode=123&minYear=20&fuelType=plasma&sortBy=nope&page=-1&limit=x'),
      'main',
    );
    expect(s.filters).toEqual({ maxPrice: '50000', features: [] });
    expect(s).toMatchObject({ sortBy: 'created_desc', page: 1, limit: 30 });
  });

  it('accepts both readings of a value list (filter label or stored value)', () => {
    expect(readSearchState(q('bodyType=SUV&condition=Good&drivetrain=awd'), 'main').filters).toEqual({
      bodyType: 'SUV', condition: 'Good', drivetrain: 'awd', features: [],
    });
  });
});

describe('search state -> URL', () => {
  it('changing a filter resets to page 1 (and the first page size) and keeps the sort and view', () => {
    const next = withFilters(q('view=simple&sortBy=price_asc&page=3&limit=90&make=BMW'), { bodyType: 'SUV' });
    expect(str(next)).toBe('view=simple&sortBy=price_asc&make=BMW&bodyType=SUV');
  });

  it('changing the make clears the model', () => {
    expect(str(withFilters(q('make=BMW&model=X5'), { make: 'Porsche' }))).toBe('make=Porsche');
  });

  it('keeps the model when the make does not change, or when the model is set with it', () => {
    expect(str(withFilters(q('make=BMW&model=X5'), { make: 'BMW' }))).toBe('make=BMW&model=X5');
    expect(str(withFilters(q('make=BMW&model=X5'), { make: 'Chevrolet', model: 'Corvette' }))).toBe('make=Chevrolet&model=Corvette');
  });

  it("'any' and 'all' clear a filter, as does an empty value", () => {
    expect(str(withFilters(q('make=BMW&model=X5&bodyType=SUV&zipCode=10001'), { bodyType: 'all', zipCode: '' }))).toBe('make=BMW&model=X5');
    expect(str(withFilters(q('make=BMW&model=X5'), { make: 'any' }))).toBe('');
  });

  it('features are written one parameter per value', () => {
    expect(str(withFilters(q('features=Bluetooth'), { features: ['Bluetooth', 'Sunroof'] }))).toBe('features=Bluetooth&features=Sunroof');
    expect(str(withFilters(q('features=Bluetooth'), { features: [] }))).toBe('');
  });

  it('a new sort also goes back to page 1; the default sort leaves the URL', () => {
    expect(str(withSort(q('make=BMW&page=2&limit=60'), 'price_desc'))).toBe('make=BMW&sortBy=price_desc');
    expect(str(withSort(q('sortBy=price_desc'), 'created_desc'))).toBe('');
  });

  it('Load More raises the limit by 30', () => {
    expect(str(withMoreResults(q('make=BMW'), 'main'))).toBe('make=BMW&limit=60');
    expect(str(withMoreResults(q('limit=60'), 'main'))).toBe('limit=90');
    expect(str(withMoreResults(q('view=simple'), 'simple'))).toBe('view=simple&limit=54');
  });

  it('Clear All drops every filter and the sort and goes to 24 results; Clear Search keeps only the view', () => {
    expect(str(clearedSearch(q('make=BMW&sortBy=price_asc&features=Sunroof&page=2'), 'main'))).toBe('limit=24');
    expect(str(clearedSearch(q('view=simple&make=BMW&model=X5'), 'simple'))).toBe('view=simple');
  });
});

describe('filters applied', () => {
  it('counts each filter and each ticked feature; sort, page, limit and radius do not count', () => {
    const s = readSearchState(q('make=BMW&minYear=2020&features=Bluetooth&features=Sunroof&radius=50&sortBy=price_asc&page=2&limit=60'), 'main');
    expect(countActiveFilters(s.filters)).toBe(4);
    expect(countActiveFilters(readSearchState(q(''), 'main').filters)).toBe(0);
  });
});

describe('API requests', () => {
  it('sends the filters, the sort, page and limit; a radius only with a ZIP code', () => {
    const s = readSearchState(q('make=BMW&bodyType=SUV&features=Bluetooth&features=Sunroof&radius=50&view=simple'), 'main');
    expect(str(q(apiQuery(s)))).toBe('make=BMW&bodyType=SUV&features=Bluetooth&features=Sunroof&sortBy=created_desc&page=1&limit=30');
    const z = readSearchState(q('zipCode=10001&radius=50'), 'main');
    expect(str(q(apiQuery(z)))).toBe('zipCode=10001&radius=50&sortBy=created_desc&page=1&limit=30');
  });

  const parts = (search: string, variant: 'main' | 'simple' = 'main') =>
    resultRequests(readSearchState(q(search), variant)).map((r) => [r.page, r.limit]);

  it('fetches one part per Load More, so earlier parts stay cached', () => {
    expect(parts('')).toEqual([[1, 30]]);
    expect(parts('limit=60')).toEqual([[1, 30], [2, 30]]);
    expect(parts('limit=150')).toEqual([[1, 30], [2, 30], [3, 30], [4, 30], [5, 30]]);
  });

  it('covers exactly the results asked for when the first part is 24 (simple variant, after Clear All)', () => {
    expect(parts('', 'simple')).toEqual([[1, 24]]);
    const requests = parts('limit=84', 'simple');
    // every result from 0 to 83 exactly once
    const covered = requests.flatMap(([page, limit]) => Array.from({ length: limit }, (_, i) => (page - 1) * limit + i));
    expect(covered).toEqual(Array.from({ length: 84 }, (_, i) => i));
    expect(requests.every(([, limit]) => limit <= 100)).toBe(true);
  });

  it('a page from the URL keeps the API meaning (offset = (page - 1) * limit)', () => {
    expect(parts('page=3')).toEqual([[3, 30]]);
  });
});
