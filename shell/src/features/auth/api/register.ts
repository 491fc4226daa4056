import { API, type RegisterBody, type User } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/register -> 201 with the new user, already signed in. */
export function register(body: RegisterBody): Promise<User> {
  return apiJson<User>('POST', API.register, body);
}
