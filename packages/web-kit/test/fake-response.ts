const consumed = new WeakSet<Response>();

/** Enough of a fetch Response for the api client; it remembers whether its body was read or cancelled. */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  const res = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => {
      consumed.add(res);
      return body;
    },
    json: async () => {
      consumed.add(res);
      return JSON.parse(body) as unknown;
    },
    body: {
      cancel: async () => {
        consumed.add(res);
      },
    },
  } as unknown as Response;
  return res;
}

/** Whether the code under test read or cancelled the body (an unread one stays open in Chromium). */
export function bodyDone(res: Response): boolean {
  return consumed.has(res);
}

export function installFetch(...responses: Array<Response | Error>): jest.Mock {
  const fn = jest.fn();
  for (const r of responses) {
    if (r instanceof Error) fn.mockRejectedValueOnce(r);
    else fn.mockResolvedValueOnce(r);
  }
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
