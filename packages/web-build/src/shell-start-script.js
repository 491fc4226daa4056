/* global document */
/**
 * Runs in the page as index.html's only script (RouteRemoteHintsPlugin emits it) and starts the shell:
 * the route's remote hints (`routeHints`), then the entry scripts; under a first screen also the preloads
 * of the first render's chunks, which the gateway held back in index.html.
 * Without a server-painted first screen (contracts first-screen.ts) that happens as soon as the document
 * is parsed, as `defer` would; with one, only once the browser has painted it (its photo included):
 * otherwise 250-330 KB of script compete with the photo for a phone's bandwidth and their evaluation
 * comes before the paint.
 * Plain ES2017 without imports: its source text is the emitted file.
 */
export function startShell(config, routeHints) {
  let started = false;
  /** `preload`: index.html's own preloads were held back under a first screen (contracts FIRST_SCREEN) */
  const start = (preload) => {
    if (started) return;
    started = true;
    for (const href of preload ? config.preloads : []) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
    try {
      routeHints();
    } catch {
      // the hints only save time: the shell loads its remotes without them
    }
    for (const src of config.scripts) {
      const script = document.createElement('script');
      script.src = src;
      // in order, as the `defer` scripts they replace
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const afterParse = () => {
    const firstScreen = document.getElementById(config.firstScreenId);
    if (!firstScreen) return start(false);
    // a first screen with a photo is the page's largest paint once the photo is on the glass; without one,
    // its first paint is. A hidden tab paints nothing, a photo may fail: hence the timer as well.
    const photo = firstScreen.querySelector('img');
    const type = photo ? 'largest-contentful-paint' : 'paint';
    const shown = (entries) => entries.some((e) => (photo ? e.element === photo : e.name === 'first-contentful-paint'));
    const observer = new PerformanceObserver((list) => {
      if (!shown(list.getEntries())) return;
      observer.disconnect();
      start(true);
    });
    // buffered: a paint that came before this script is reported as well
    observer.observe({ type, buffered: true });
    setTimeout(() => start(true), config.latestMs);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, { once: true });
  else afterParse();
}
