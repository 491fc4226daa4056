import type { User } from '@rl/contracts';

/** A signed-in user as the API answers `/api/auth/user`: Jane Carter, verified, that each test overrides where it looks. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Carter',
    profileImageUrl: null,
    role: 'user',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
