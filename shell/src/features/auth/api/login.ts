import { API, type LoginBody, type User } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/login -> 200 with the user; the session cookie is set by the answer. */
export function login(body: LoginBody): Promise<User> {
  return apiJson<User>('POST', API.login, body);
}
