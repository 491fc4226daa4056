import { API, AUTH_INTERNAL, ENRICHMENT_API, INTERNAL_ROUTES, ROUTES } from '../src/index.js';

// A controller decorated with ROUTES.x answers exactly the URL the clients build with API.x(...).
const fill = (template: string, values: Record<string, string>) => template.replace(/:(\w+)/g, (_m, name: string) => values[name]!);

describe('route templates', () => {
  it('are the client paths with their parameters in place', () => {
    expect(fill(ROUTES.adminStatus, { id: '42' })).toBe(API.adminStatus(42));
    expect(fill(ROUTES.adminFeatured, { id: '42' })).toBe(API.adminFeatured(42));
    expect(fill(ROUTES.adminHistory, { id: '42' })).toBe(API.adminHistory(42));
    expect(fill(ROUTES.adminInquiry, { id: '7' })).toBe(API.adminInquiry(7));
    expect(fill(ROUTES.mediaImage, { id: 'abc' })).toBe(API.mediaImage('abc'));
    expect(fill(ROUTES.vin, { vin: 'WBA9Z5SP0PX139595' })).toBe(ENRICHMENT_API.vin('WBA9Z5SP0PX139595'));
    const userId = '0b9c6f52-3d0e-4a8c-9d6e-2f1a7b5c4e3d';
    expect(fill(INTERNAL_ROUTES.userContact, { id: userId })).toBe(AUTH_INTERNAL.contact(userId));
  });

  it('are absolute API paths with no empty or doubled segment', () => {
    for (const [name, path] of Object.entries(ROUTES)) {
      expect({ name, ok: /^\/api(\/(:\w+|[\w-]+))+$/.test(path) }).toEqual({ name, ok: true });
    }
    for (const [name, path] of Object.entries(INTERNAL_ROUTES)) {
      expect({ name, ok: /^\/internal(\/(:\w+|[\w-]+))+$/.test(path) }).toEqual({ name, ok: true });
    }
  });
});
