import { askForPassword, asksForReauthentication } from '../reauth/reauth-store';
import { HttpError } from './http-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Frees a response whose body is not wanted. Chromium keeps a request open until its body is read or
 * cancelled, so an unread answer (a 401 judged by its status) holds a connection and the page never
 * reaches network idle.
 */
export async function discardBody(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

/** Any non-OK response becomes an HttpError (spec §8). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new HttpError(res.status, text, res.statusText);
}

/**
 * One request to the API (spec §7): cookies always sent, a JSON content type only when there is a
 * body. Resolves with the Response once it is known to be OK.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, retried = false): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (res.status === 403 && !retried) {
    // an action that needs a recent sign-in: ask for the password once, then send the same request again
    const text = await res.text().catch(() => '');
    if (asksForReauthentication(res.status, text) && (await askForPassword())) return apiRequest(method, url, body, true);
    throw new HttpError(res.status, text, res.statusText);
  }
  await throwIfNotOk(res);
  return res;
}

/** apiRequest for a caller that needs no answer: the body is discarded, so the request does not stay open. */
export async function apiSend(method: HttpMethod, url: string, body?: unknown): Promise<void> {
  await discardBody(await apiRequest(method, url, body));
}

/** apiRequest + the JSON body (null for 204 / empty bodies). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return readJson<T>(res);
}

export type On401 = 'returnNull' | 'throw';

/** The default data load (spec §7): GET and parse JSON; a 401 can be configured to yield null. */
export async function getJson<T>(url: string, options: { on401?: On401 } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && res.status === 401) {
    await discardBody(res);
    return null;
  }
  await throwIfNotOk(res);
  return readJson<T>(res);
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
