import { IDENTITY_HEADER, ROUTES, type VehicleDetail } from '@rl/contracts';
import { recordAsRoute, type EarlyAnswer } from '@rl/service-kit';
import type { VehicleDetailController } from './vehicle-detail.controller.js';

/** `/api/vehicles/{id}` with an id in its one canonical spelling (no sign, no leading zero, no query string). */
const PUBLIC_DETAIL_PATH = new RegExp(`^${ROUTES.vehicle.replace(':id', '([1-9][0-9]{0,9})')}$`);

/** Each cached answer's JSON up to its views (which change with every view), made once per answer. */
const jsonBeforeViews = new WeakMap<VehicleDetail, string>();

function toJson(answer: VehicleDetail, views: number): string {
  let head = jsonBeforeViews.get(answer);
  if (head === undefined) {
    const { views: _views, ...rest } = answer;
    head = JSON.stringify(rest).slice(0, -1);
    jsonBeforeViews.set(answer, head);
  }
  return `${head},"views":${views}}`;
}

/**
 * The platform's hottest request, a visitor opening a listing, answered before Express when its public
 * answer is cached: no route matching, guards, pipes or interceptors, which cost more than half of such a
 * request, and none of the garbage that Express makes survive (service-kit's front door; bench/detail).
 * Only an anonymous GET of a cached answer is answered here, and the answer and the view counted are those
 * of VehicleDetailController, which handles everything else: a miss (it fills the cache), a signed-in caller
 * (the owner's and admins' full view), a malformed id (400).
 * It runs after the front door's request id, log, metrics and draining steps (`earlyAnswer`), so those still apply.
 */
export function cachedPublicDetail(detail: VehicleDetailController): EarlyAnswer {
  return (req, res) => {
    if (req.method !== 'GET' || req.headers[IDENTITY_HEADER] !== undefined) return false;
    const id = PUBLIC_DETAIL_PATH.exec(req.url ?? '')?.[1];
    const view = id === undefined ? undefined : detail.cachedPublicView(Number(id));
    if (!view) return false;
    recordAsRoute(req, ROUTES.vehicle);
    const body = toJson(view.answer, view.views);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(body);
    return true;
  };
}
