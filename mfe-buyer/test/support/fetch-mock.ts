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

export type FetchRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Installs a fetch mock: each handler gets the parsed URL and answers, or returns undefined to pass;
 * unanswered requests are 404s. Calls are recorded as 'METHOD /path?query'.
 */
export function mockFetch(...handlers: FetchRoute[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fn = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    for (const h of handlers) {
      const res = await h(url, init);
      if (res) return res;
    }
    return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'Vehicle not found' }, 'Not Found');
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

/** Answers `METHOD path` (exact path, any query) with `respond(url, init)`. */
export const route =
  (method: string, path: string, respond: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>): FetchRoute =>
  (url, init) =>
    (init?.method ?? 'GET') === method && url.pathname === path ? respond(url, init) : undefined;
