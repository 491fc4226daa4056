import { welcomeLine } from '../src/session/welcome';

const now = Date.parse('2026-11-27T22:00:00.000Z');

test('an account made within a day is greeted "Welcome"; an older one "Welcome back"', () => {
  expect(welcomeLine({ firstName: 'Jane', createdAt: '2026-11-27T21:55:00.000Z' }, now)).toBe('Welcome, Jane');
  expect(welcomeLine({ firstName: 'Jane', createdAt: '2026-11-20T10:00:00.000Z' }, now)).toBe('Welcome back, Jane');
  expect(welcomeLine({ firstName: ' ', createdAt: '2026-11-27T21:55:00.000Z' }, now)).toBe('Welcome');
  expect(welcomeLine({ firstName: null, createdAt: '2026-01-01T00:00:00.000Z' }, now)).toBe('Welcome back');
  expect(welcomeLine(null, now)).toBe('Welcome back');
});
