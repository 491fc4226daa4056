// The fixed mix of 20 searches (query parameters of GET /api/vehicles/search).
export const MIX = [
  { name: 'default (newest)', q: {} },
  { name: 'make', q: { make: 'Porsche' } },
  { name: 'make+model price asc', q: { make: 'BMW', model: 'X5', sortBy: 'price_asc' } },
  { name: 'body+max price desc', q: { bodyType: 'SUV', maxPrice: '50000', sortBy: 'price_desc' } },
  { name: 'years+mileage', q: { minYear: '2020', maxYear: '2023', maxMileage: '30000', sortBy: 'mileage_asc' } },
  { name: 'fuel year desc', q: { fuelType: 'Electric', sortBy: 'year_desc' } },
  { name: 'condition+manual', q: { condition: 'New', transmission: 'Manual' } },
  { name: 'drivetrain+color', q: { drivetrain: 'All-wheel Drive', exteriorColor: 'Black', limit: '30' } },
  { name: 'other+interior color', q: { exteriorColor: 'Other', interiorColor: 'Red' } },
  { name: 'features x3', q: { features: ['Apple CarPlay', 'Heated Seats', 'Sunroof'] } },
  { name: 'keyword', q: { query: 'porsche 911' } },
  { name: 'keyword typo', q: { query: 'Porshe carrera' } },
  { name: 'keyword typo price desc', q: { query: 'mercedez amg', sortBy: 'price_desc' } },
  { name: 'keyword description+price', q: { query: 'leather navigation', maxPrice: '40000' } },
  { name: 'radius 25', q: { zipCode: '90210', radius: '25' } },
  { name: 'radius 100+body price', q: { zipCode: '10001', radius: '100', bodyType: 'Sedan', sortBy: 'price_asc' } },
  { name: 'location text', q: { location: 'Austin' } },
  { name: 'deep page 500', q: { page: '500', limit: '12' } },
  { name: 'deep page filtered', q: { make: 'Toyota', page: '100', limit: '30', sortBy: 'price_asc' } },
  { name: 'similar vehicles', q: { minPrice: '25000', maxPrice: '30000', sortBy: 'views_desc', excludeId: '12345', limit: '6' } },
];

export function toQueryString(q) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (Array.isArray(v)) v.forEach((x) => p.append(k, x));
    else p.set(k, v);
  }
  return p.toString();
}
