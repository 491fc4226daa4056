import { API, withSignInTarget, type SignInReason } from '@rl/contracts';

/**
 * Navigations that leave the single-page app (the browser loads the URL). Kept in one replaceable
 * object so tests can observe them: jsdom cannot navigate.
 */
export const fullPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Spec §7: navigating to /api/login starts sign-in. */
export const SIGN_IN_URL = API.login;

/** Leaves for sign-in; with `next`, the sign-in page says why (`reason`) and comes back there afterwards. */
export function startSignIn(target: { next?: string; reason?: SignInReason } = {}): void {
  fullPageNavigation.assign(withSignInTarget(SIGN_IN_URL, target));
}
