import {
  API, AUTH_INTERNAL, ENRICHMENT_API, FRESHNESS_API, INTERNAL_LISTINGS, INTERNAL_PHOTOS, INTERNAL_ROUTES, LISTINGS_PAGES,
  LISTINGS_USER_DATA, ROUTES, SAVED_API,
} from '../src/index.js';

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

  it('are the listings paths the clients and the other services call', () => {
    expect(ROUTES.vehicles).toBe(API.vehicles);
    expect(ROUTES.vehiclesRecent).toBe(API.vehiclesRecent);
    expect(ROUTES.vehiclesFeatured).toBe(API.vehiclesFeatured);
    expect(ROUTES.vehiclesSearch).toBe(API.vehiclesSearch);
    expect(fill(ROUTES.vehicle, { id: '42' })).toBe(API.vehicle(42));
    expect(ROUTES.userVehicles).toBe(API.userVehicles);
    expect(ROUTES.contact).toBe(API.contact);
    expect(fill(ROUTES.renewListing, { id: '42' })).toBe(FRESHNESS_API.renew(42));
    expect(fill(ROUTES.markSold, { id: '42' })).toBe(FRESHNESS_API.sold(42));
    expect(ROUTES.stillAvailable).toBe(FRESHNESS_API.stillAvailable);
    expect(ROUTES.savedSearches).toBe(SAVED_API.savedSearches);
    expect(fill(ROUTES.savedSearch, { id: '7' })).toBe(SAVED_API.savedSearch(7));
    expect(ROUTES.savedVehicles).toBe(SAVED_API.savedVehicles);
    expect(ROUTES.savedVehiclesMerge).toBe(SAVED_API.savedVehiclesMerge);
    expect(fill(ROUTES.savedVehicle, { id: '42' })).toBe(SAVED_API.savedVehicle(42));
    expect(ROUTES.alertsUnsubscribe).toBe(SAVED_API.alertsUnsubscribe);

    expect(INTERNAL_ROUTES.vehicles).toBe(INTERNAL_LISTINGS.vehicles);
    expect(INTERNAL_ROUTES.vehicleCounts).toBe(INTERNAL_LISTINGS.counts);
    expect(INTERNAL_ROUTES.vehiclePriceStats).toBe(INTERNAL_LISTINGS.priceStats);
    expect(fill(INTERNAL_ROUTES.vehiclesByVin, { vin: 'WBA9Z5SP0PX139595' })).toBe(INTERNAL_LISTINGS.byVin('WBA9Z5SP0PX139595'));
    expect(fill(INTERNAL_ROUTES.vehicle, { id: '42' })).toBe(INTERNAL_LISTINGS.vehicle(42));
    expect(fill(INTERNAL_ROUTES.vehicleStatus, { id: '42' })).toBe(INTERNAL_LISTINGS.setStatus(42));
    expect(fill(INTERNAL_ROUTES.vehicleFeatured, { id: '42' })).toBe(INTERNAL_LISTINGS.featured(42));
    expect(fill(INTERNAL_ROUTES.vehicleTimeline, { id: '42' })).toBe(INTERNAL_LISTINGS.timeline(42));
    expect(INTERNAL_ROUTES.inquiries).toBe(INTERNAL_LISTINGS.inquiries);
    expect(fill(INTERNAL_ROUTES.inquiry, { id: '7' })).toBe(INTERNAL_LISTINGS.inquiry(7));
    expect(INTERNAL_ROUTES.revisions).toBe(INTERNAL_LISTINGS.revisions);
    expect(fill(INTERNAL_ROUTES.revision, { id: '7' })).toBe(INTERNAL_LISTINGS.revision(7));
    expect(fill(INTERNAL_ROUTES.revisionDecision, { id: '7' })).toBe(INTERNAL_LISTINGS.revisionDecision(7));
    expect(INTERNAL_ROUTES.photoUsage).toBe(INTERNAL_PHOTOS.usage);
    const userId = '0b9c6f52-3d0e-4a8c-9d6e-2f1a7b5c4e3d';
    expect(fill(INTERNAL_ROUTES.userData, { id: userId })).toBe(LISTINGS_USER_DATA.data(userId));
    expect(fill(INTERNAL_ROUTES.eraseUser, { id: userId })).toBe(LISTINGS_USER_DATA.erase(userId));
    expect(fill(INTERNAL_ROUTES.vehiclePageHead, { id: '42' })).toBe(LISTINGS_PAGES.vehicleHead(42));
    expect(INTERNAL_ROUTES.sitemap).toBe(LISTINGS_PAGES.sitemap);
  });

  it('are absolute API paths with no empty or doubled segment', () => {
    for (const [name, path] of Object.entries(ROUTES)) {
      expect({ name, ok: /^\/api(\/(:\w+|[\w-]+))+$/.test(path) }).toEqual({ name, ok: true });
    }
    // the listings service's page data (`/pages/...`) is asked by the gateway only, like an internal route
    for (const [name, path] of Object.entries(INTERNAL_ROUTES)) {
      expect({ name, ok: /^\/(internal|pages)(\/(:\w+|[\w-]+(\.[a-z]+)?))+$/.test(path) }).toEqual({ name, ok: true });
    }
  });
});
