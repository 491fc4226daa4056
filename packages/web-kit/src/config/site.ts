/**
 * Site-wide facts shown by the shell and the remotes. The sales phone is the single source for
 * every {phone} of the spec (header/footer, financing, FAQ, privacy, vehicle call/text panel).
 */
export const SITE = {
  name: 'Remote Listings',
  salesPhone: {
    /** as shown */
    display: '(800) 555-0142',
    /** as dialled (tel:/sms:) */
    e164: '+18005550142',
  },
  copyrightYear: 2024,
} as const;

export const telHref = (phone = SITE.salesPhone) => `tel:${phone.e164}`;
export const smsHref = (phone = SITE.salesPhone) => `sms:${phone.e164}`;
