import { API, type LoginBody, type SignInChallenge, type User } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/**
 * POST /api/login -> 200 with the user (the session cookie is set by the answer), or 202 with the second step
 * still to do (two-factor sign-in, or, for staff without a second factor, setting one up).
 */
export function login(body: LoginBody): Promise<User | SignInChallenge> {
  return apiJson<User | SignInChallenge>('POST', API.login, body);
}

export const isChallenge = (answer: User | SignInChallenge): answer is SignInChallenge => 'next' in answer;
