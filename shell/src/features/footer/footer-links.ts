import type { NavLinkItem } from '../../shared/nav-links';

/** Footer quick links; "Sell Your Car" follows the same rule as the header. */
export function footerLinks(isSignedIn: boolean): NavLinkItem[] {
  return [
    { label: 'Buy Cars', to: '/search' },
    { label: 'Recently Sold', to: '/sold' },
    { label: 'Sell Your Car', to: isSignedIn ? '/create-listing' : '/auth' },
    { label: 'How It Works', to: '/how-it-works' },
    { label: 'Financing', to: '/financing' },
    { label: 'FAQ', to: '/faq' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms of Service', to: '/terms' },
  ];
}
