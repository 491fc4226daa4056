import type { User } from '@rl/contracts';

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? '').join('');
  return (fromName || user.email[0] || '?').toUpperCase();
}
