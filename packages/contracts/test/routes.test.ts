import {
  API, API_MOUNTS, HEALTH, INTERNAL_API, INTERNAL_ROUTES, PUBLIC_ROUTES, PUBLIC_SERVICES, ROUTES, fillPath, mountOf, openApiPath, serviceOfRoute,
} from '../src/index.js';

// One routes module: every path is written once as a template, clients get the same names as paths, and
// the gateway's mounts send every public route to the service that declares it.
const publicEntries = Object.entries(PUBLIC_ROUTES).flatMap(([service, routes]) => Object.entries(routes).map(([name, template]) => ({ service, name, template: template as string })));
const internalEntries = Object.entries(INTERNAL_ROUTES).flatMap(([service, routes]) => Object.entries(routes).map(([name, template]) => ({ service, name, template: template as string })));

describe('the public routes', () => {
  it('have one name each across the services', () => {
    const names = publicEntries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ROUTES).sort()).toEqual([...names].sort());
    for (const e of publicEntries) expect(serviceOfRoute(e.name as keyof typeof ROUTES)).toBe(e.service);
  });

  it('are absolute API paths with no empty or doubled segment, each written once', () => {
    for (const { name, template } of publicEntries) expect({ name, ok: /^\/api(\/(:\w+|[\w-]+))+$/.test(template) }).toEqual({ name, ok: true });
    const templates = publicEntries.map((e) => e.template);
    expect(new Set(templates).size).toBe(templates.length);
  });

  it('give clients the same path by the same name, parameters encoded', () => {
    expect(API.login).toBe('/api/login');
    expect(API.vehicle(42)).toBe('/api/vehicles/42');
    expect(API.deskLeadViewings('7')).toBe('/api/desk/leads/7/viewings');
    expect(API.vin('WBA 9Z5/SP0')).toBe('/api/vin/WBA%209Z5%2FSP0');
    expect(API.accountSession('ab/cd')).toBe('/api/account/sessions/ab%2Fcd');
    expect(API.vehiclesByIds([3, 1, 2])).toBe('/api/vehicles?ids=3,1,2');
    for (const { name, template } of publicEntries) {
      const path = (API as Record<string, unknown>)[name];
      const params = template.match(/:\w+/g) ?? [];
      const values = params.map((_, i) => `v${i}`);
      let i = 0;
      const expected = template.replace(/:\w+/g, () => `v${i++}`);
      const made = typeof path === 'function' ? (path as (...v: string[]) => string)(...values) : path;
      expect({ name, made }).toEqual({ name, made: expected });
    }
  });

  it('refuse a wrong number of values and give OpenAPI their own spelling', () => {
    expect(() => fillPath(ROUTES.vehicle, [])).toThrow(/no value for :id/);
    expect(() => fillPath(ROUTES.vehicle, [1, 2])).toThrow(/2 values for 1 parameters/);
    expect(openApiPath(ROUTES.vin)).toBe('/api/vin/{vin}');
    expect(openApiPath(ROUTES.deskLeadOffers)).toBe('/api/desk/leads/{id}/offers');
  });
});

describe('the gateway mounts', () => {
  it('send every public route to the service that declares it', () => {
    for (const { service, name, template } of publicEntries) {
      const path = template.replace(/:\w+/g, '123');
      expect({ name, service: mountOf(path, API_MOUNTS)?.service }).toEqual({ name, service });
    }
  });

  it('each serve a route of their service (or what is below one of its exact mounts), and no two are alike', () => {
    for (const m of API_MOUNTS) {
      const served = publicEntries.filter((e) => mountOf(e.template.replace(/:\w+/g, '123'), API_MOUNTS) === m);
      // `/api/contact/` keeps the paths below `/api/contact` with listings (its 404), not the gateway's
      const belowOwnExact = m.match === 'prefix' && API_MOUNTS.some((x) => x.match === 'exact' && `${x.path}/` === m.path && x.service === m.service);
      expect({ mount: m.path, served: served.length > 0 || belowOwnExact }).toEqual({ mount: m.path, served: true });
      expect(served.every((e) => e.service === m.service)).toBe(true);
    }
    const keys = API_MOUNTS.map((m) => `${m.match} ${m.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(API_MOUNTS.map((m) => m.service))).toEqual(new Set(PUBLIC_SERVICES));
  });

  it('count sign-in requests and take uploads where the product says so', () => {
    const signIn = API_MOUNTS.filter((m) => m.signIn).map((m) => m.path);
    expect(signIn).toEqual([ROUTES.login, ROUTES.signInSecondFactor, ROUTES.signInPasskeyOptions, ROUTES.register, '/api/password/']);
    expect(mountOf(ROUTES.forgotPassword, API_MOUNTS)?.signIn).toBe(true);
    expect(API_MOUNTS.filter((m) => m.upload).map((m) => m.path)).toEqual(['/api/media/']);
  });

  it('never reach an internal path or the page data', () => {
    for (const { template } of internalEntries) expect(mountOf(template.replace(/:\w+/g, '123'), API_MOUNTS)).toBeUndefined();
    expect(mountOf(HEALTH.ready, API_MOUNTS)).toBeUndefined();
  });
});

describe('the internal routes', () => {
  it('are internal (or page data) paths, each written once, with callers\' paths by the same names', () => {
    for (const { name, template } of internalEntries) {
      expect({ name, ok: /^\/(internal|pages)(\/(:\w+|[\w-]+(\.[a-z]+)?))+$/.test(template) }).toEqual({ name, ok: true });
    }
    const templates = internalEntries.map((e) => e.template);
    expect(new Set(templates).size).toBe(templates.length);
    const userId = '0b9c6f52-3d0e-4a8c-9d6e-2f1a7b5c4e3d';
    expect(INTERNAL_API.auth.userContact(userId)).toBe(`/internal/users/${userId}/contact`);
    expect(INTERNAL_API.listings.vehiclesByVin('WBA9Z5SP0PX139595')).toBe('/internal/vehicles/by-vin/WBA9Z5SP0PX139595');
    expect(INTERNAL_API.listings.vehiclePageHead(42)).toBe('/pages/vehicles/42');
    expect(INTERNAL_API.sales.events).toBe('/internal/sales/events');
    expect(INTERNAL_API.media.owners).toBe(INTERNAL_ROUTES.media.owners);
  });
});
