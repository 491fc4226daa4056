/** An account this young is greeted as new ("Welcome"), not as someone coming back. */
export const NEW_ACCOUNT_HOURS = 24;

/**
 * "Welcome, Jane" for an account made within NEW_ACCOUNT_HOURS, else "Welcome back, Jane" (without
 * the name when there is none): a brand-new user has not been here before.
 */
export function welcomeLine(user: { firstName?: string | null; createdAt?: string | null } | null | undefined, now = Date.now()): string {
  const created = user?.createdAt ? Date.parse(user.createdAt) : NaN;
  const isNew = Number.isFinite(created) && now - created < NEW_ACCOUNT_HOURS * 3_600_000;
  const name = user?.firstName?.trim();
  const word = isNew ? 'Welcome' : 'Welcome back';
  return name ? `${word}, ${name}` : word;
}
