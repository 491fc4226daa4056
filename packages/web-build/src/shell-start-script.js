/* global document */
/**
 * Runs in the page with the route hints (RouteRemoteHintsPlugin) and starts the shell's entry scripts,
 * which index.html no longer loads itself. Without a server-painted first screen (contracts
 * first-screen.ts) they start as soon as the document is parsed, as `defer` would; with one, only once the
 * browser has painted it (its photo included): otherwise evaluating 250-330 KB of script comes first and a
 * phone shows the picture only when that is done. Their downloads are not held back (index.html preloads them).
 * Plain ES2017 without imports: its source text is the emitted file.
 */
export function startShell(config) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
    if (!firstScreen) return start();
    // a first screen with a photo is the page's largest paint once the photo is on the glass; without one,
    // its first paint is. A hidden tab paints nothing, a photo may fail: hence the timer as well.
    const photo = firstScreen.querySelector('img');
    const type = photo ? 'largest-contentful-paint' : 'paint';
    const shown = (entries) => entries.some((e) => (photo ? e.element === photo : e.name === 'first-contentful-paint'));
    const observer = new PerformanceObserver((list) => {
      if (!shown(list.getEntries())) return;
      observer.disconnect();
      start();
    });
    // buffered: a paint that came before this script is reported as well
    observer.observe({ type, buffered: true });
    setTimeout(start, config.latestMs);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, { once: true });
  else afterParse();
}
