import { PRODUCT } from '@rl/contracts';

/**
 * SITE CONTENT: the one file an operator edits for the facts and texts below. Everything else reads
 * them from here through `SITE` (config/site.ts): the sales phone on every page of every app, the
 * reviews and the team on the landing page. Rebuild the web apps after editing (`npm run build`).
 *
 * - Name and phone: in packages/contracts/src/product.ts (mails use them too).
 * - Reviews: copy them word for word from the business's Google profile, with the reviewer's name
 *   as Google shows it, and point `url` at that profile's reviews. The texts shipped here are
 *   PLACEHOLDERS written for the demo: replace them before going live, never publish invented
 *   reviews. The landing page shows `rating` and 12 reviews (spec §1, §9).
 * - Team: the in-house people a seller or buyer deals with (placeholders as well). `initials` are
 *   shown in the avatar circle; no photos are needed.
 */
export const SITE_CONTENT = {
  siteName: PRODUCT.name,

  salesPhone: PRODUCT.salesPhone,

  reviews: {
    rating: '5.0',
    source: 'Google',
    /** "See all reviews" opens this page (an external maps service). */
    url: 'https://www.google.com/maps/search/?api=1&query=Remote%20Listings%20premium%20vehicles',
    items: [
      {
        author: 'Daniel R.',
        place: 'Scottsdale, AZ',
        text: 'Listed my X5 on a Monday and never took a single call from a buyer. My associate screened everyone, negotiated, and the buyer paid me directly. Sold in five weeks.',
      },
      {
        author: 'Michelle T.',
        place: 'Charlotte, NC',
        text: 'I was dreading strangers at my house for test drives. There were none. The team handled every question and I just signed the title over at the end.',
      },
      {
        author: 'Kevin A.',
        place: 'Denver, CO',
        text: 'Free to list, and the fee only came when the Cayenne sold. Clear from day one, no surprises at the end.',
      },
      {
        author: 'Priscilla W.',
        place: 'Houston, TX',
        text: 'Bought a GLE from a seller two states away. The associate answered everything within the hour, and the financing was approved the same afternoon.',
      },
      {
        author: 'Marcus L.',
        place: 'Atlanta, GA',
        text: 'Photos, description, done in twenty minutes. After that my only job was answering two texts from my associate. The Range Rover was gone in under two months.',
      },
      {
        author: 'Hannah S.',
        place: 'Portland, OR',
        text: 'They told me honestly what my Lexus would bring and they were right within a few hundred dollars. Professional the whole way through.',
      },
      {
        author: 'Robert G.',
        place: 'Naples, FL',
        text: 'I have sold cars privately before and never again. No lowball texts at midnight, no no-shows. Someone else took all of that on.',
      },
      {
        author: 'Aisha K.',
        place: 'Chicago, IL',
        text: 'Rate was lower than my credit union offered and the application took five minutes. Picked up my Corvette the following week.',
      },
      {
        author: 'Tom B.',
        place: 'Nashville, TN',
        text: 'My associate knew the 911 market better than the dealers I talked to. Sold for more than the trade-in offers, and quickly.',
      },
      {
        author: 'Sofia M.',
        place: 'San Diego, CA',
        text: 'Every buyer was screened before I heard about them. The one who bought it paid me directly and the paperwork was straightforward.',
      },
      {
        author: 'James P.',
        place: 'Columbus, OH',
        text: 'Called the sales line on a Sunday and a real person picked up. That told me everything about how they work.',
      },
      {
        author: 'Linda C.',
        place: 'Boston, MA',
        text: 'I listed from another state after a move and never had to fly back. They kept me posted at every step until the car was sold.',
      },
    ],
  },

  team: [
    {
      name: 'Jordan Ellis',
      role: 'Director of Sales',
      initials: 'JE',
      bio: 'Sixteen years in premium retail. Sets the price strategy for every listing with its seller.',
    },
    {
      name: 'Priya Raman',
      role: 'Senior Seller Associate',
      initials: 'PR',
      bio: 'Takes every buyer call, question and offer for her sellers, from first inquiry to signed title.',
    },
    {
      name: 'Marcus Bell',
      role: 'Buyer Screening Lead',
      initials: 'MB',
      bio: 'Verifies buyers and their funding before a seller ever hears an offer.',
    },
    {
      name: 'Elena Ortiz',
      role: 'Financing Specialist',
      initials: 'EO',
      bio: 'Finds buyers a rate from our lending partners, often funded within 24 hours.',
    },
  ],
} as const;
