/** Spec §9: access redirects wait this long so the notice can be read. */
export const REDIRECT_DELAY_MS = 500;
