/** Enough of a fetch Response for the api client. */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body),
  } as Response;
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
