import { API } from '@rl/contracts';

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

export function startSignIn(): void {
  fullPageNavigation.assign(SIGN_IN_URL);
}
