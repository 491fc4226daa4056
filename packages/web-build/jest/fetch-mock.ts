/**
 * The fetch stand-in of the web tests (shell, remotes, web-kit). Two ways to answer:
 * - `mockFetch(route(...), ...)`: handlers matched by method and path (string or RegExp), later ones win;
 *   every call is recorded with its parsed path, query and JSON body.
 * - `mockFetchRoutes({ 'GET /api/x': handler })`: a table keyed `METHOD url` (exact), falling back to
 *   `METHOD /path` (query ignored); `callsTo(fn, method, path)` reads the calls back.
 * Unanswered requests are 404 JSON errors.
 */

/** A Response-like object: what the api client reads (ok, status, statusText, text, json). */
export function fakeResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** A real JSON Response (with headers). */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The error body every service answers with. */
export const apiError = (statusCode: number, error: string, message: string, fields?: { field: string; message: string }[]) => ({
  statusCode,
  error,
  message,
  ...(fields ? { fields } : {}),
});

/** A promise that never settles: a request still loading. */
export const never = () => new Promise<Response>(() => {});

/** A response the test releases when it wants (to observe the in-between state). */
export function deferred() {
  let release!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    release = r;
  });
  return { promise, release };
}

const notFound = (method: string, url: string) =>
  fakeResponse(404, apiError(404, 'Not Found', `no handler for ${method} ${url}`), 'Not Found');

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
const jsonBody = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
const installed = (fn: jest.Mock) => {
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
};

/** One request as the handlers and the test see it. */
export interface Call {
  method: string;
  /** as the app passed it (`/api/vehicles/search?make=BMW`) */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials?: RequestCredentials;
  headers: Record<string, string>;
  init: RequestInit;
}

type Answer = Response | Promise<Response>;
export interface Handler {
  method: string;
  path: string | RegExp;
  respond: (call: Call) => Answer;
}

export const route = (method: string, path: string | RegExp, respond: (call: Call) => Answer): Handler => ({ method, path, respond });

const matches = (path: string | RegExp, actual: string) => (typeof path === 'string' ? path === actual : path.test(actual));

/** Installs the mock; later handlers win over earlier ones for the same request. */
export function mockFetch(...initial: Handler[]) {
  const handlers: Handler[] = [...initial];
  const calls: Call[] = [];
  const fn = installed(
    jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = urlOf(input);
      const parsed = new URL(url, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const call: Call = {
        method,
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        body: jsonBody(init),
        credentials: init.credentials,
        headers: (init.headers ?? {}) as Record<string, string>,
        init,
      };
      calls.push(call);
      const h = [...handlers].reverse().find((x) => x.method === method && matches(x.path, call.path));
      return h ? h.respond(call) : notFound(method, url);
    }),
  );
  return {
    calls,
    fn,
    /** adds handlers (they take precedence) */
    use: (...more: Handler[]) => handlers.push(...more),
    requests: (method: string, path: string | RegExp) => calls.filter((c) => c.method === method && matches(path, c.path)),
  };
}

export type RouteHandler = (init: RequestInit | undefined, url: string) => Answer;

/** Installs a mock answering `METHOD /path?query` keys (exact), falling back to `METHOD /path`. */
export function mockFetchRoutes(routes: Record<string, RouteHandler>): jest.Mock {
  return installed(
    jest.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
      return handler ? handler(init, url) : notFound(method, url);
    }),
  );
}

/** Calls made to one `METHOD /path` (query ignored), with their parsed JSON bodies. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}
