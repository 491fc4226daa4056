import { HttpError, apiJson, apiRequest, apiSend, describeError, getJson, serverFieldErrors } from '../src';
import { bodyDone, fakeResponse, installFetch } from './fake-response';

describe('apiRequest', () => {
  test('sends cookies and a JSON content type only when there is a body', async () => {
    const fetch = installFetch(fakeResponse(200, '{}'), fakeResponse(204));
    await apiRequest('POST', '/api/login', { email: 'a@b.c', password: 'x' });
    await apiRequest('POST', '/api/logout');
    expect(fetch.mock.calls[0]).toEqual([
      '/api/login',
      {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.c","password":"x"}',
      },
    ]);
    expect(fetch.mock.calls[1]).toEqual(['/api/logout', { method: 'POST', credentials: 'include', headers: undefined, body: undefined }]);
  });

  test('a non-OK answer raises "{status}: {body text}"', async () => {
    installFetch(fakeResponse(400, '{"statusCode":400,"error":"Bad Request","message":"Email is required"}', 'Bad Request'));
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('400: {"statusCode":400,"error":"Bad Request","message":"Email is required"}');
    expect((error as HttpError).status).toBe(400);
  });

  test('an empty error body falls back to the status text', async () => {
    installFetch(fakeResponse(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/vehicles/recent')).rejects.toThrow('503: Service Unavailable');
  });

  test('apiJson parses the body, and 204 gives null', async () => {
    installFetch(fakeResponse(201, '{"id":"u1"}'), fakeResponse(204));
    await expect(apiJson('POST', '/api/register', {})).resolves.toEqual({ id: 'u1' });
    await expect(apiJson('POST', '/api/logout')).resolves.toBeNull();
  });
});

describe('apiSend', () => {
  test('discards the answer it does not need, and still fails on a non-OK one', async () => {
    const ok = fakeResponse(200, '{"saved":true}');
    installFetch(ok, fakeResponse(409, '', 'Conflict'));
    await expect(apiSend('PUT', '/api/saved-vehicles/3')).resolves.toBeUndefined();
    expect(bodyDone(ok)).toBe(true);
    await expect(apiSend('PUT', '/api/saved-vehicles/3')).rejects.toThrow('409: Conflict');
  });
});

describe('getJson', () => {
  test('GET with cookies, JSON parsed', async () => {
    const fetch = installFetch(fakeResponse(200, '[1,2]'));
    await expect(getJson('/api/vehicles/featured')).resolves.toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledWith('/api/vehicles/featured', { credentials: 'include' });
  });

  test('a 401 yields null when configured, fails otherwise', async () => {
    installFetch(fakeResponse(401, 'no'), fakeResponse(401, '', 'Unauthorized'));
    await expect(getJson('/api/vehicles/3', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(getJson('/api/vehicles/3', { on401: 'throw' })).rejects.toThrow('401: Unauthorized');
  });

  test('every answer is read or cancelled, so no request stays open in the browser', async () => {
    const answers = [fakeResponse(401, 'no'), fakeResponse(401, 'no'), fakeResponse(200, '[]'), fakeResponse(500, 'boom')];
    installFetch(...answers);
    await getJson('/api/vehicles/3', { on401: 'returnNull' });
    await getJson('/api/vehicles/3', { on401: 'throw' }).catch(() => undefined);
    await getJson('/api/vehicles/recent');
    await getJson('/api/vehicles/recent').catch(() => undefined);
    expect(answers.map(bodyDone)).toEqual([true, true, true, true]);
  });
});

describe('describeError', () => {
  test("uses the API error body's message when there is one", () => {
    const body = JSON.stringify({
      statusCode: 409,
      error: 'Conflict',
      message: 'Email already registered',
      fields: [{ field: 'email', message: 'taken' }],
    });
    const error = new HttpError(409, body, 'Conflict');
    expect(describeError(error)).toBe('Email already registered');
    expect(serverFieldErrors(error)).toEqual({ email: 'taken' });
  });

  test('falls back to the error message', () => {
    expect(describeError(new HttpError(502, '<html>bad gateway</html>', 'Bad Gateway'))).toBe('502: <html>bad gateway</html>');
    expect(describeError(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
