import type { NavLinkItem } from '../../shared/nav-links';
import { PAGES } from '@rl/contracts/pages';

/** Footer quick links; "Sell Your Car" follows the same rule as the header. */
export function footerLinks(isSignedIn: boolean): NavLinkItem[] {
  return [
    { label: 'Buy Cars', to: PAGES.search },
    { label: 'Recently Sold', to: PAGES.sold },
    { label: 'Sell Your Car', to: isSignedIn ? PAGES.createListing : PAGES.signIn },
    { label: 'How It Works', to: PAGES.howItWorks },
    { label: 'Financing', to: PAGES.financing },
    { label: 'FAQ', to: PAGES.faq },
    { label: 'Privacy Policy', to: PAGES.privacyPolicy },
    { label: 'Terms of Service', to: PAGES.terms },
  ];
}
