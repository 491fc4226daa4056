import type { User } from '@rl/contracts';
import { userFixture } from '@rl/web-build/jest/user-fixtures';

export const jane: User = userFixture();

export const alex: User = { ...jane, id: 'u-2', email: 'alex@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin' };
