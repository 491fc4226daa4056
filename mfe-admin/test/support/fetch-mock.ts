/** A fetch stand-in that answers by method and path and records every call. */
export interface Call {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials?: RequestCredentials;
  headers: Record<string, string>;
}

type Answer = Response | Promise<Response>;
export interface Handler {
  method: string;
  path: string | RegExp;
  respond: (call: Call) => Answer;
}

export const route = (method: string, path: string | RegExp, respond: (call: Call) => Answer): Handler => ({ method, path, respond });

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

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

/** Installs the mock; later handlers win over earlier ones for the same request. Unmatched requests answer 404. */
export function mockFetch(...initial: Handler[]) {
  const handlers: Handler[] = [...initial];
  const calls: Call[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const h = [...handlers].reverse().find((x) => x.method === method && (typeof x.path === 'string' ? x.path === call.path : x.path.test(call.path)));
    if (!h) return json(404, { statusCode: 404, error: 'Not Found', message: `no handler for ${method} ${url}` });
    return h.respond(call);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return {
    calls,
    fn,
    /** adds handlers (they take precedence) */
    use: (...more: Handler[]) => handlers.push(...more),
    requests: (method: string, path: string | RegExp) =>
      calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path))),
  };
}
