import { ListingInputSchema, formatPrice, isVinCheckDigitValid, vinCheckDigit } from '../src/index.js';

const base = {
  make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2022, mileage: 18000, price: '$61,500.00', condition: 'excellent',
  bodyType: 'suv', fuelType: 'gasoline', transmission: '8-speed-automatic', drivetrain: 'awd', exteriorColor: 'Black',
  interiorColor: 'Tan', description: 'One owner.', features: ['Heated Seats', 'Heated Seats', 'Sunroof/Moonroof'],
  images: ['/media/img/abc/large.webp'], location: 'Austin, TX', zipCode: '78701', contactPhone: '(512) 555-0100',
  contactEmail: 'seller@example.com', vin: '5UXCR6C05N9K12345',
};

describe('listing input', () => {
  it('normalises price strings with $ and commas to two decimals, and drops duplicate features', () => {
    const out = ListingInputSchema.parse(base);
    expect(out.price).toBe('61500.00');
    expect(out.features).toEqual(['Heated Seats', 'Sunroof/Moonroof']);
  });

  it.each([
    [{ price: 'abc' }, 'price'],
    [{ price: '12.345' }, 'price'],
    [{ price: '100000000' }, 'price'],
    [{ vin: 'SHORT' }, 'vin'],
    [{ vin: '5UXCR6C0ON9K12345' }, 'vin'],
    [{ year: 1989 }, 'year'],
    [{ zipCode: '7870' }, 'zipCode'],
    [{ carfaxReportUrl: 'not a url' }, 'carfaxReportUrl'],
    [{ images: ['https://elsewhere.example/x.jpg'] }, 'images.0'],
    [{ status: 'approved' }, ''],
    [{ isFeatured: true }, ''],
  ])('refuses %j (field %s)', (patch, field) => {
    const r = ListingInputSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('computes VIN check digits', () => {
    // a textbook example VIN whose check digit is X
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(isVinCheckDigitValid('1M8GDM9AXKP042788')).toBe(true);
    expect(isVinCheckDigitValid('1M8GDM9A1KP042788')).toBe(false);
  });

  it('formats prices in whole dollars', () => {
    expect(formatPrice('45999.50')).toBe('$46,000');
    expect(formatPrice(125000)).toBe('$125,000');
  });
});

describe('values a listing may not carry', () => {
  it.each([
    [{ carfaxReportUrl: 'javascript:alert(1)' }, 'carfaxReportUrl', /Must be a valid URL/],
    [{ carfaxReportUrl: 'data:text/html,<script>alert(1)</script>' }, 'carfaxReportUrl', /Must be a valid URL/],
    [{ price: 0 }, 'price', /at least \$500/],
    [{ price: '$499.99' }, 'price', /at least \$500/],
  ])('%j is refused, naming %s', (patch, field, message) => {
    const r = ListingInputSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toMatch(message);
  });

  it('keeps an https Carfax link and a $500 price', () => {
    expect(ListingInputSchema.safeParse({ ...base, carfaxReportUrl: 'https://www.carfax.com/vehiclehistory/x', price: '$500' }).success).toBe(true);
  });
});
