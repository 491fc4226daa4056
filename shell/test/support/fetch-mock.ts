import { SALES_API } from '@rl/contracts';
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

export type FetchHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Installs a fetch mock answering `METHOD /path` keys; anything else is a 404. */
export function mockFetch(routes: Record<string, FetchHandler>): jest.Mock {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    return handler ? handler(init) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: key });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const apiError = (statusCode: number, error: string, message: string) => ({ statusCode, error, message });

/** The calls a screen made, without the header's own read of the unread count (every signed-in page makes it). */
export const screenCalls = (fetch: jest.Mock): unknown[][] => fetch.mock.calls.filter(([url]) => url !== SALES_API.unread);
