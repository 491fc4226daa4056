/* global document */
/**
 * Runs in the page from index.html (RouteRemoteHintsPlugin emits it): the route's remote hints
 * (`routeHints`) and, under a server-painted first screen (page-render first-screen.ts), the shell's script
 * preloads and entry scripts, which the gateway held back in index.html (elsewhere index.html runs them
 * itself, `defer`). Without a first screen the hints run as soon as the document is parsed; with one, only
 * once the browser has painted it (its photo included):
 * otherwise 250-330 KB of script compete with the photo for a phone's bandwidth and their evaluation
 * comes before the paint.
 * Plain ES2017 without imports: its source text is the emitted file.
 */
export function startShell(config, routeHints) {
  let started = false;
  /** `held`: index.html's own preloads and entry script were held back under a first screen (contracts FIRST_SCREEN) */
  const start = (held) => {
    if (started) return;
    started = true;
    for (const href of held ? config.preloads : []) {
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
    for (const src of held ? config.scripts : []) {
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
