import { LoadingStatus } from '@rl/web-kit';

/** Shown while a lazily loaded screen downloads. */
export function RouteLoading() {
  return <LoadingStatus>Loading...</LoadingStatus>;
}
