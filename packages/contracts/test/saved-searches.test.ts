import { CreateSavedSearchSchema, MergeSavedVehiclesSchema, UnsubscribeSchema, UpdateSavedSearchSchema } from '../src/index.js';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('saved search bodies', () => {
  it('keeps what the search URL filters by, drops paging and empty values, trims the name, defaults to instant alerts', () => {
    const parsed = CreateSavedSearchSchema.parse({
      name: '  Porsches  ', filters: { make: ' Porsche ', model: '', features: ['Heated Seats', ' '], sortBy: 'price_asc', page: '2', limit: '24', excludeId: '3' },
    });
    expect(parsed).toEqual({ name: 'Porsches', filters: { make: 'Porsche', features: ['Heated Seats'], sortBy: 'price_asc' }, frequency: 'instant' });
  });

  it('names the filter the search itself would refuse', () => {
    expect(fieldsOf(CreateSavedSearchSchema.safeParse({ name: 'x', filters: { bodyType: 'spaceship' } }))).toEqual(['filters.bodyType']);
    expect(fieldsOf(CreateSavedSearchSchema.safeParse({ name: 'x', filters: { zipCode: 'abc' } }))).toEqual(['filters.zipCode']);
    expect(CreateSavedSearchSchema.safeParse({ name: 'x', filters: { unknownParam: '1' } }).success).toBe(false);
    expect(fieldsOf(CreateSavedSearchSchema.safeParse({ name: 'x', filters: 'make=Porsche' }))).toEqual(['filters']);
  });

  it('refuses names with control characters or over 80 characters, and an empty PATCH', () => {
    expect(fieldsOf(CreateSavedSearchSchema.safeParse({ name: 'a\nb', filters: {} }))).toEqual(['name']);
    expect(fieldsOf(CreateSavedSearchSchema.safeParse({ name: 'x'.repeat(81), filters: {} }))).toEqual(['name']);
    expect(UpdateSavedSearchSchema.safeParse({}).success).toBe(false);
    expect(UpdateSavedSearchSchema.parse({ paused: true })).toEqual({ paused: true });
  });

  it('merge takes at most 500 positive ids; unsubscribe tokens have one shape', () => {
    expect(MergeSavedVehiclesSchema.safeParse({ ids: Array.from({ length: 501 }, (_, i) => i + 1) }).success).toBe(false);
    expect(MergeSavedVehiclesSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(UnsubscribeSchema.safeParse({ token: `ss.12.${'a'.repeat(43)}` }).success).toBe(true);
    expect(UnsubscribeSchema.safeParse({ token: `pd.8c1e-uuid.${'a'.repeat(43)}` }).success).toBe(true);
    expect(UnsubscribeSchema.safeParse({ token: `xx.12.${'a'.repeat(43)}` }).success).toBe(false);
    expect(UnsubscribeSchema.safeParse({ token: 'ss.12.short' }).success).toBe(false);
  });
});
