// index.html's route hints script (web-build's RouteRemoteHintsPlugin) starts the route's remote before the
// shell's scripts have run; the shell's runtime plugin then takes the manifest it already fetched.
import { routeRemoteHints } from '../../packages/web-build/src/route-remote-hints-script.js';
import earlyManifestPlugin from '../src/app/remotes/early-manifest-plugin';
import routeRemotes from '../src/app/remotes/route-remotes.json';
import { remoteOfPath } from '../src/app/remotes/start-route-remote';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'], async: ['screen-search.5e6f7a8b.js', 'screen-compare.9c0d1e2f.js', '675.06ec929d.js'] } } }],
  shared: [{ name: 'react' }, { name: '@rl/web-kit/vehicles' }],
};

const config = {
  manifestsGlobal: routeRemotes.manifestsGlobal,
  routes: routeRemotes.routes,
  remotes: { buyer: '/mfe/buyer/mf-manifest.json', seller: '/mfe/seller/mf-manifest.json', admin: '/mfe/admin/mf-manifest.json' },
  remoteEntryFile: 'remoteEntry.js',
  hostShared: { '@rl/web-kit/vehicles': ['/2286.66a2881d.js'] },
};

const early = () => (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[routeRemotes.manifestsGlobal];
// `as` read as a property: jsdom does not reflect it to the attribute as browsers do
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.getAttribute('href')]);

function answer(body: unknown, ok = true): Response {
  const res = { ok, json: async () => body, clone: () => res } as unknown as Response;
  return res;
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[routeRemotes.manifestsGlobal];
});
afterEach(() => jest.restoreAllMocks());

describe('the route table', () => {
  test.each([
    ['/search', 'buyer'], ['/vehicles/12', 'buyer'], ['/compare', 'buyer'], ['/dashboard', 'seller'], ['/create-listing', 'seller'],
    ['/edit-listing/7', 'seller'], ['/admin', 'admin'], ['/', undefined], ['/faq', undefined], ['/vehicles', undefined],
  ])('%s is served by %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });
});

describe("index.html's route hints", () => {
  test("on /search: fetches the buyer's manifest at once, then preloads its entry, the expose, the search screen and the shell's copy of what it shares", async () => {
    window.history.pushState({}, '', '/search');
    const fetchSpy = jest.fn(async () => answer(MANIFEST));
    window.fetch = fetchSpy as unknown as typeof fetch;
    routeRemoteHints(config);
    expect(fetchSpy).toHaveBeenCalledWith(`${window.location.origin}/mfe/buyer/mf-manifest.json`);
    await early()![`${window.location.origin}/mfe/buyer/mf-manifest.json`];
    await new Promise((resolve) => setTimeout(resolve, 0));
    const base = `${window.location.origin}/mfe/buyer/`;
    expect(preloads()).toEqual([
      ['script', `${base}remoteEntry.js`],
      ['script', `${base}__federation_expose_routes.1a2b3c4d.js`],
      ['script', `${base}screen-search.5e6f7a8b.js`],
      ['script', '/2286.66a2881d.js'],
    ]);
  });

  test('does nothing on a route no remote serves', () => {
    window.history.pushState({}, '', '/faq');
    const fetchSpy = jest.fn();
    window.fetch = fetchSpy as unknown as typeof fetch;
    routeRemoteHints(config);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  test('preloads only the usual entry when the manifest cannot be had (the runtime reports the failure as usual)', async () => {
    window.history.pushState({}, '', '/vehicles/3');
    window.fetch = jest.fn(async () => answer({}, false)) as unknown as typeof fetch;
    routeRemoteHints(config);
    await early()![`${window.location.origin}/mfe/buyer/mf-manifest.json`];
    expect(preloads()).toEqual([['script', `${window.location.origin}/mfe/buyer/remoteEntry.js`]]);
  });
});

describe('the early manifest runtime plugin', () => {
  const plugin = earlyManifestPlugin();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook's other arguments are not read
  const fetchHook = (url: string) => (plugin.fetch as any)(url, {});

  test('hands the early answer to the runtime once, then lets it fetch for itself', async () => {
    const res = answer(MANIFEST);
    (window as unknown as Record<string, unknown>)[routeRemotes.manifestsGlobal] = {
      [`${window.location.origin}/mfe/buyer/mf-manifest.json`]: Promise.resolve(res),
    };
    expect(await fetchHook('/mfe/buyer/mf-manifest.json')).toBe(res);
    expect(await fetchHook('/mfe/buyer/mf-manifest.json')).toBeUndefined();
  });

  test('an early request that failed leaves the fetch to the runtime', async () => {
    (window as unknown as Record<string, unknown>)[routeRemotes.manifestsGlobal] = {
      [`${window.location.origin}/mfe/seller/mf-manifest.json`]: Promise.reject(new Error('offline')),
    };
    expect(await fetchHook(`${window.location.origin}/mfe/seller/mf-manifest.json`)).toBeUndefined();
  });

  test('without early answers the runtime fetches as usual', async () => {
    expect(await fetchHook('/mfe/admin/mf-manifest.json')).toBeUndefined();
  });
});
