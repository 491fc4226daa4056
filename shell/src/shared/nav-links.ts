import type { Session } from '@rl/web-kit';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header links of spec §2, by session. */
export function navLinks(session: Pick<Session, 'isSignedIn' | 'isAdmin'>): NavLinkItem[] {
  if (!session.isSignedIn) {
    return [
      { label: 'Buy Cars', to: '/search' },
      { label: 'Sell Your Car', to: '/auth' },
      { label: 'How It Works', to: '/how-it-works' },
    ];
  }
  return [
    { label: 'Buy Cars', to: '/search' },
    { label: 'Sell Your Car', to: '/create-listing' },
    { label: 'Dashboard', to: '/dashboard' },
    ...(session.isAdmin ? [{ label: 'Admin', to: '/admin' }] : []),
  ];
}

/** Where the red "Sell Your Car" call to action goes. */
export const sellTarget = (isSignedIn: boolean) => (isSignedIn ? '/create-listing' : '/auth');
