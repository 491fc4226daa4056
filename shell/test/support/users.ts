import type { User } from '@rl/contracts';

export const jane: User = {
  id: 'u-1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Carter',
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const alex: User = { ...jane, id: 'u-2', email: 'alex@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin' };
