/**
 * What the server and the pages agree on about a first screen (its HTML is @rl/page-render's). A page's
 * first screen is plain HTML, painted before any script runs: the gateway puts it into the
 * shell's index.html, in front of the app's root, for the pages whose first paint otherwise waits for
 * 250-330 KB of script on a phone (a listing's page, /search without a query). It lies over the page
 * (fixed, opaque) until the screen it stands for has rendered: that screen removes it (web-kit
 * `useFirstScreenDone`), the shell removes it on a route change or after `maxMs` at the latest. Being
 * out of the flow, neither it nor its removal moves anything (layout shift). It is a picture of the
 * screen, hidden from assistive technology, with nothing to click.
 */
export const FIRST_SCREEN = {
  elementId: 'rl-first-screen',
  /** the element of the shell's index.html the first screen goes in front of */
  anchor: '<div id="root"></div>',
  /** listings' page-data answer carries a listing's first screen in this header, beside X-Page-Head */
  header: 'X-Page-First-Screen',
  /** the shell removes a first screen its screen never claimed after this long (a remote that failed, say) */
  maxMs: 10_000,
  /**
   * index.html's preloads of the shell's scripts and its entry script, and the same tags held back on a
   * page with a first screen (an unknown rel or type: the browser neither fetches nor runs them): 300 KB
   * of script would compete with the picture's photo for a phone's bandwidth and run before it is painted.
   * index.html's start script asks for them once the picture is painted.
   */
  scriptPreload: '<link rel="preload" as="script"',
  heldScriptPreload: '<link rel="x-after-first-screen" as="script"',
  entryScript: '<script defer="defer" src=',
  heldEntryScript: '<script type="x-after-first-screen" src=',
} as const;

/** The static pages' first screens (StaticPage.firstScreen), rendered by @rl/page-render. */
export type FirstScreenName = 'landing' | 'search';
