import { FIRST_SCREEN, GALLERY_PHOTO_SIZES, photoSrcSet, photoVariantUrl, PRODUCT, type FirstScreenName, type StaticPage } from '@rl/contracts';
import { escapeHtml } from './html-text.js';

// The first screens' HTML (FIRST_SCREEN in contracts says what a first screen is and what the pages agree on).

// The product theme's colours and type (web-kit theme.ts); only what these pictures use.
const STYLE = [
  '#rl-first-screen{position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:#fff;color:#0d1626;',
  "font:16px/1.5 'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}",
  // :where() weighs nothing, so the class rules below set margins over this reset
  ':where(#rl-first-screen) *{box-sizing:border-box;margin:0}',
  ':where(#rl-first-screen) h1{line-height:1.15;letter-spacing:-0.02em;font-weight:800}',
  '.rlfs-bar{height:72px;background:#070b14;color:#fff;border-bottom:1px solid #22324d}',
  '.rlfs-in{max-width:1200px;margin:0 auto;padding:0 16px}',
  '.rlfs-bar .rlfs-in{display:flex;align-items:center;gap:10px;height:100%;font-size:1.15rem}',
  '.rlfs-mark{display:grid;place-items:center;width:32px;height:32px;border-radius:8px;background:#d6202a;font-weight:800}',
  '.rlfs-hero{padding:36px 0 32px;color:#fff;background:linear-gradient(160deg,#070b14 0%,#0b1526 100%);min-height:100%}',
  '.rlfs-eyebrow{margin-bottom:12px;color:#c8a45d;font-size:.75rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase}',
  '.rlfs-hero h1{max-width:900px;font-size:clamp(1.9rem,5vw,3.1rem)}.rlfs-hero em{font-style:normal;color:#d6202a}',
  '.rlfs-lead{max-width:620px;margin:12px 0 28px;color:rgba(255,255,255,.72);font-size:clamp(.98rem,2vw,1.1rem)}',
  '.rlfs-form{max-width:900px;height:330px;border-radius:16px;background:#fff}',
  '.rlfs-detail{padding:20px 0;background:#f4f6f9;min-height:100%}',
  '.rlfs-detail h1{font-size:clamp(1.6rem,4vw,2.4rem);overflow-wrap:anywhere}',
  '.rlfs-meta{margin-top:8px;color:#5a6577}.rlfs-price{margin:8px 0 16px;color:#d6202a;font-size:2rem;font-weight:800}',
  '.rlfs-photo{display:block;width:calc(100% + 32px);max-width:none;margin:0 -16px;aspect-ratio:3/2;object-fit:cover;background:#e2e6ec}',
  '.rlfs-landing{padding:48px 0 56px;color:#fff;min-height:100%;background:radial-gradient(900px 480px at 85% 10%,rgba(214,32,42,.22),transparent 60%),'
    + 'radial-gradient(800px 520px at 0% 100%,rgba(76,141,255,.14),transparent 60%),linear-gradient(160deg,#070b14 0%,#0b1526 100%)}',
  '.rlfs-landing .rlfs-in{display:grid;gap:22px}',
  '.rlfs-pill{justify-self:start;padding:6px 12px;border:1px solid rgba(200,164,93,.4);border-radius:999px;color:#c8a45d;font-size:.78rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase}',
  '.rlfs-landing h1{max-width:820px;font-size:clamp(2.25rem,5.2vw,3.5rem)}.rlfs-landing h1 span{display:block}.rlfs-brand{display:block;font-style:normal;color:#d6202a}',
  '.rlfs-landing .rlfs-lead{margin:0;font-size:clamp(1rem,2.2vw,1.2rem)}',
  '.rlfs-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:8px}',
  '.rlfs-btn{flex:1 1 100%;display:flex;align-items:center;justify-content:center;min-height:52px;padding:0 28px;border-radius:10px;font-weight:700;font-size:1.05rem}',
  '.rlfs-btn-accent{background:#d6202a}.rlfs-btn-light{border:1px solid rgba(255,255,255,.45)}',
  '@media (min-width:640px){.rlfs-in{padding:0 20px}.rlfs-photo{width:100%;max-width:800px;margin:0;border-radius:16px}.rlfs-btn{flex:0 0 auto}}',
  '@media (min-width:1024px){.rlfs-landing{padding:72px 0 80px}}',
  '@media (min-width:1024px){.rlfs-hero{padding:52px 0 44px}}',
].join('');

const BAR =
  `<div class="rlfs-bar"><div class="rlfs-in"><span class="rlfs-mark">R</span><span>${escapeHtml(PRODUCT.name.split(' ')[0]!)}`
  + `<b>${escapeHtml(PRODUCT.name.split(' ').slice(1).join(' '))}</b></span></div></div>`;

/** The overlay around a picture of a screen: ASCII, one line (it may travel in a header). */
export function renderFirstScreen(content: string): string {
  return `<div id="${FIRST_SCREEN.elementId}" aria-hidden="true"><style>${STYLE}</style>${BAR}${content}</div>`;
}

/** /search without a query: the search screen's banner (its largest text is the page's largest paint). */
export const SEARCH_FIRST_SCREEN = renderFirstScreen(
  '<div class="rlfs-hero"><div class="rlfs-in"><p class="rlfs-eyebrow">Premium pre-owned marketplace</p>'
    + '<h1>Find Your Next <em>Premium Vehicle</em></h1>'
    + '<p class="rlfs-lead">Browse certified luxury and performance cars from trusted sellers nationwide. Every listing is reviewed by our team.</p>'
    + '<div class="rlfs-form"></div></div></div>',
);

/**
 * `/` for a visitor (no session cookie: a signed-in user gets another home): the landing hero, whose lead
 * paragraph is the page's largest paint. The brand word is the first the hero's rotation shows.
 */
export const LANDING_FIRST_SCREEN = renderFirstScreen(
  '<div class="rlfs-landing"><div class="rlfs-in"><p class="rlfs-pill">Premium cars &middot; Sold nationwide</p>'
    + '<h1>Sell your <em class="rlfs-brand">Mercedes</em> <span>We handle the buyers.</span></h1>'
    + '<p class="rlfs-lead">List once with photos and a dedicated associate takes every inquiry, negotiation and screening for you. '
    + 'Free to list, with a success fee only when your car sells.</p>'
    + '<div class="rlfs-actions"><span class="rlfs-btn rlfs-btn-accent">Start Selling Today</span>'
    + '<span class="rlfs-btn rlfs-btn-light">Browse Market Listings</span></div></div></div>',
);

export interface FirstScreenVehicle {
  /** '2021 Porsche 911 Carrera S' */
  heading: string;
  /** '$124,900' */
  price: string;
  location?: string | null;
  /** the cover photo's stored URL */
  cover?: string;
}

/**
 * A listing's page: heading, place, price and the cover photo with the gallery's srcset and sizes, so the
 * browser takes the photo the head already preloads. The photo is a little larger than the gallery's on a
 * phone (the full width): the gallery's, painted later, is then no larger paint than this one.
 */
export function vehicleFirstScreen(v: FirstScreenVehicle): string {
  const srcset = v.cover ? photoSrcSet(v.cover) : undefined;
  const photo = v.cover
    ? `<img class="rlfs-photo" src="${escapeHtml(photoVariantUrl(v.cover, 'medium'))}"`
      + (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${GALLERY_PHOTO_SIZES}"` : '')
      + ' alt="" fetchpriority="high"/>'
    : '';
  return renderFirstScreen(
    `<div class="rlfs-detail"><div class="rlfs-in"><h1>${escapeHtml(v.heading)}</h1>`
      + (v.location ? `<p class="rlfs-meta">${escapeHtml(v.location)}</p>` : '')
      + `<p class="rlfs-price">${escapeHtml(v.price)}</p>${photo}</div></div>`,
  );
}

/**
 * index.html with a first screen in front of the app's root and its scripts held back (the Node
 * gateway's splice; nginx does the same with sub_filter).
 */
export function fillShellBody(indexHtml: string, firstScreen: string): string {
  return indexHtml
    .replace(FIRST_SCREEN.anchor, () => `${firstScreen}${FIRST_SCREEN.anchor}`)
    .replaceAll(FIRST_SCREEN.scriptPreload, FIRST_SCREEN.heldScriptPreload)
    .replaceAll(FIRST_SCREEN.entryScript, FIRST_SCREEN.heldEntryScript);
}

/** The static pages' first screens by name (StaticPage.firstScreen). */
export const FIRST_SCREENS: Record<FirstScreenName, string> = { landing: LANDING_FIRST_SCREEN, search: SEARCH_FIRST_SCREEN };

/** A static page's first screen, when it has one. */
export const firstScreenOf = (page: StaticPage): string | undefined => (page.firstScreen ? FIRST_SCREENS[page.firstScreen] : undefined);
