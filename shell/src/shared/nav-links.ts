import type { Session } from '@rl/web-kit';
import { PAGES } from '@rl/contracts/pages';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header links of spec §2, by session. */
export function navLinks(session: Pick<Session, 'isSignedIn' | 'isAdmin'>): NavLinkItem[] {
  if (!session.isSignedIn) {
    return [
      { label: 'Buy Cars', to: PAGES.search },
      { label: 'Sell Your Car', to: PAGES.signIn },
      { label: 'How It Works', to: PAGES.howItWorks },
    ];
  }
  return [
    { label: 'Buy Cars', to: PAGES.search },
    { label: 'Sell Your Car', to: PAGES.createListing },
    { label: 'Dashboard', to: PAGES.dashboard },
    ...(session.isAdmin ? [{ label: 'Admin', to: PAGES.admin }] : []),
  ];
}

/** Where the red "Sell Your Car" call to action goes. */
export const sellTarget = (isSignedIn: boolean) => (isSignedIn ? PAGES.createListing : PAGES.signIn);
