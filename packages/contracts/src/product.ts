/**
 * The business's name and sales line: on every page of every app and in every mail. The web apps read them
 * through web-kit's SITE_CONTENT; the notifications service writes them into mails.
 * Phone: `display` is shown, `e164` is dialled by tel: and sms: links (+1 and ten digits).
 */
export const PRODUCT = {
  name: 'Remote Listings',
  salesPhone: {
    display: '(800) 555-0142',
    e164: '+18005550142',
  },
  /** the sales team's mail, shown to sellers beside their associate's name */
  salesEmail: 'sales@remotelistings.example',
  /** the platform's picture (1200 x 630, shell/public), shared for pages without a photo of their own */
  shareImage: { path: '/og-image.png', alt: 'Remote Listings: premium used cars, every sale handled by a dedicated associate' },
} as const;
