import { describeSearchFilters, savedSearchUrl, suggestSearchName, summarizeSearchFilters } from '../src/saved-searches';

test('a search reads as its filters in words, the vehicle first', () => {
  expect(
    describeSearchFilters({
      make: 'Porsche',
      model: '911',
      minYear: '2020',
      maxPrice: '100000',
      maxMileage: '30000',
      bodyType: 'Coupe',
      fuelType: 'premium-gasoline',
      exteriorColor: 'Black',
      features: ['Heated Seats', 'Sunroof'],
      zipCode: '78701',
      radius: '50',
    }),
  ).toEqual([
    'Porsche 911',
    '2020 or newer',
    'up to $100,000',
    'up to 30,000 mi',
    'Coupe',
    'Premium Gasoline',
    'Black exterior',
    'Heated Seats',
    'Sunroof',
    'within 50 mi of 78701',
  ]);
});

test('ranges: both ends, one end, the same year', () => {
  expect(describeSearchFilters({ minYear: '2018', maxYear: '2021', minPrice: '20000', maxPrice: '45000.5' })).toEqual([
    '2018–2021',
    '$20,000–$45,001',
  ]);
  expect(describeSearchFilters({ minYear: '2022', maxYear: '2022', minMileage: '1000' })).toEqual(['2022', 'from 1,000 mi']);
  expect(describeSearchFilters({ maxYear: '2010', query: 'track pack' })).toEqual(['“track pack”', '2010 or older']);
});

test('sorting leaves the summary alone; no filters at all reads as every vehicle', () => {
  expect(summarizeSearchFilters({ sortBy: 'price_asc' })).toBe('Every vehicle');
  expect(summarizeSearchFilters({ make: 'BMW', deal: 'good' })).toBe('BMW · Good deals or better');
});

test('the suggested name takes the first filters and stays within 80 characters', () => {
  expect(suggestSearchName({ make: 'Porsche', model: '911', minYear: '2020', maxPrice: '100000', bodyType: 'Coupe' })).toBe(
    'Porsche 911, 2020 or newer, up to $100,000',
  );
  expect(suggestSearchName({})).toBe('All vehicles');
  const long = suggestSearchName({ query: 'x'.repeat(120) });
  expect(long.length).toBe(80);
  expect(long.endsWith('…')).toBe(true);
});

test('the link that runs a saved search', () => {
  expect(savedSearchUrl({ make: 'Land Rover', features: ['Sunroof', 'Heated Seats'] })).toBe(
    '/search?make=Land+Rover&features=Sunroof&features=Heated+Seats',
  );
  expect(savedSearchUrl({})).toBe('/search');
});
