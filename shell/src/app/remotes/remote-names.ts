/** The remotes the shell mounts, with the name a visitor would understand when one is down. */
const REMOTE_LABELS = {
  buyer: 'Vehicle search',
  seller: 'Seller tools',
  admin: 'Admin dashboard',
} as const;

export function remoteLabel(name: string): string {
  return (REMOTE_LABELS as Record<string, string>)[name] ?? 'This section';
}
