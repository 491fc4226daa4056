/* global location, document, window */
/**
 * Runs in the page before the shell's scripts (config: see RouteRemoteHintsPlugin). On a remote's route it
 * fetches the remote's manifest at once and preloads what the route will run: the remote entry, the
 * expose's chunks, the route's screen chunk (by its webpackChunkName) and the shell's chunks of the shared
 * modules the remote consumes. The manifest's answer is kept in `window[manifestsGlobal]` for the
 * federation runtime (the shell's runtime plugin hands it over instead of fetching it again).
 * Plain ES2017 without imports: its source text is the emitted file.
 */
export function routeRemoteHints(config) {
  const route = config.routes.find((r) => new RegExp(r.pattern).test(location.pathname));
  if (!route || !config.remotes[route.remote]) return;
  const manifestUrl = new URL(config.remotes[route.remote], location.href).href;
  const preloaded = new Set();
  const preload = (href) => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  };
  const hintsFrom = (manifest) => {
    const meta = manifest.metaData;
    const base = meta.publicPath && meta.publicPath !== 'auto'
      ? meta.publicPath
      : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    preload(new URL(`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`, base).href);
    for (const expose of manifest.exposes) {
      for (const file of expose.assets.js.sync) preload(new URL(file, base).href);
      for (const file of expose.assets.js.async) if (route.screenChunk && file.startsWith(`${route.screenChunk}.`)) preload(new URL(file, base).href);
    }
    for (const shared of manifest.shared) for (const file of config.hostShared[shared.name] ?? []) preload(file);
  };
  // the entry's usual name beside the manifest, at once (the manifest confirms it or names another)
  preload(new URL(config.remoteEntryFile, manifestUrl).href);
  window[config.manifestsGlobal] = {
    [manifestUrl]: fetch(manifestUrl).then((res) => {
      if (res.ok) res.clone().json().then(hintsFrom).catch(() => undefined);
      return res;
    }),
  };
}
