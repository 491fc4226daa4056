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

export type FetchHandler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Installs a fetch mock answering `METHOD /path?query` keys (exact), falling back to `METHOD /path`
 * (query ignored); anything else is a 404 JSON error.
 */
export function mockFetch(routes: Record<string, FetchHandler>): jest.Mock {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    return handler ? handler(init, url) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `${method} ${url}` });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const apiError = (statusCode: number, error: string, message: string, fields?: { field: string; message: string }[]) => ({
  statusCode,
  error,
  message,
  ...(fields ? { fields } : {}),
});

/** Calls made to one `METHOD /path` (query ignored), with their parsed JSON bodies. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}
