import { PUBLIC_ROUTES, ROUTES, type PublicService } from './public.js';

/**
 * Where the gateway sends each public path: the mounts of each service, made from its routes. Matching
 * follows nginx: an `exact` mount wins, otherwise the longest matching `prefix` (a prefix ends with `/` and
 * covers everything below it). Any other `/api` path answers 404 JSON. The gateway's routing table
 * (gateway/src/routing-table.ts) is this list with its body and rate limits; the contracts test checks
 * that every route reaches its own service.
 */
export interface ApiMount {
  match: 'exact' | 'prefix';
  path: string;
  service: PublicService;
  /** requests that sign in or sign up: the gateway's per-address sign-in limit applies */
  signIn?: true;
  /** photo uploads: the larger body limit */
  upload?: true;
}

/** The path one segment up: `/api/vin/:vin` -> `/api/vin`. */
const parent = (path: string) => path.slice(0, path.lastIndexOf('/'));
const exact = (service: PublicService, path: string, extra: Partial<ApiMount> = {}): ApiMount => ({ match: 'exact', path, service, ...extra });
/** everything below a path (not the path itself) */
const below = (service: PublicService, path: string, extra: Partial<ApiMount> = {}): ApiMount => ({ match: 'prefix', path: `${path}/`, service, ...extra });

const R = ROUTES;
const signIn = { signIn: true } as const;

/** In the gateway's match order (most specific first). */
export const API_MOUNTS: readonly ApiMount[] = [
  exact('auth', R.login, signIn),
  exact('auth', R.signInSecondFactor, signIn),
  exact('auth', R.signInPasskeyOptions, signIn),
  exact('auth', R.register, signIn),
  exact('auth', R.logout),
  exact('auth', R.user),
  exact('auth', R.account),
  below('auth', R.account),
  below('auth', parent(R.forgotPassword), signIn),
  below('auth', parent(parent(R.userSessions))),
  exact('auth', R.staffAccounts),
  below('auth', R.staffAccounts),
  exact('enrichment', R.featuresGenerate),
  exact('enrichment', R.specsGenerate),
  below('enrichment', parent(R.vin)),
  below('enrichment', parent(R.catalogMakes)),
  exact('listings', R.valuations),
  exact('listings', R.userVehicles),
  below('listings', R.userVehicles),
  exact('listings', R.vehicles),
  below('listings', R.vehicles),
  exact('listings', R.contact),
  below('listings', R.contact),
  exact('listings', R.savedSearches),
  below('listings', R.savedSearches),
  exact('listings', R.savedVehicles),
  below('listings', R.savedVehicles),
  below('listings', parent(R.alertsUnsubscribe)),
  below('moderation', parent(R.adminStats)),
  below('sales', parent(R.deskLeads)),
  exact('sales', R.myMessages),
  below('sales', R.myMessages),
  exact('sales', R.conversation),
  below('sales', parent(R.sellerOffers)),
  below('sales', R.conversation),
  exact('sales', R.offerLink),
  below('media', parent(R.mediaImages), { upload: true }),
];

/** The mount that answers a path (nginx's rule: exact first, then the longest prefix), if any. */
export function mountOf<M extends Pick<ApiMount, 'match' | 'path'>>(path: string, mounts: readonly M[]): M | undefined {
  const exactMount = mounts.find((m) => m.match === 'exact' && m.path === path);
  if (exactMount) return exactMount;
  let best: M | undefined;
  for (const m of mounts) if (m.match === 'prefix' && path.startsWith(m.path) && (!best || m.path.length > best.path.length)) best = m;
  return best;
}

export const PUBLIC_SERVICES = Object.keys(PUBLIC_ROUTES) as PublicService[];
