import HtmlWebpackPlugin from 'html-webpack-plugin';
import { REMOTE_ENTRY_FILE } from './federation.js';
import { startupFiles } from './preload-startup-chunks.js';
import { FIRST_SCREEN } from '@rl/contracts';
import { routeRemoteHints } from './route-remote-hints-script.js';
import { startShell } from './shell-start-script.js';

const NAME = 'RouteRemoteHintsPlugin';

/**
 * Host only: index.html's one script (`route-hints.<hash>.js`, loaded `async` from its head, allowed by a
 * `script-src 'self'` policy where an inline script would not be). It starts the shell (shell-start-script.js:
 * the first render's chunks, then the entry scripts, held back while a server-painted first screen has not
 * been painted) and the current route's remote beside the shell's own scripts, instead of after they have
 * run: without it the chain manifest -> remote entry -> screen chunk starts only once main.js has been
 * fetched and run.
 * @param {{ routeTable: { manifestsGlobal: string, routes: { pattern: string, remote: string, screenChunk?: string }[] },
 *   remotes: Record<string, string> }} options  remotes: manifest URL per remote (remoteUrlsFromEnv)
 */
export class RouteRemoteHintsPlugin {
  constructor({ routeTable, remotes }) {
    this.routeTable = routeTable;
    this.remotes = remotes;
  }

  apply(compiler) {
    const { webpack } = compiler;
    // thisCompilation: not html-webpack-plugin's child compilation, which would emit a second, empty copy
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let file;
      /** the shell's entry scripts: this script starts them (shell-start-script.js), index.html no longer does */
      let entryScripts = [];
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const config = {
          manifestsGlobal: this.routeTable.manifestsGlobal,
          routes: this.routeTable.routes,
          remotes: this.remotes,
          remoteEntryFile: REMOTE_ENTRY_FILE,
          hostShared: sharedProviderFiles(compilation, publicPath),
        };
        entryScripts = [...compilation.entrypoints.values()].flatMap((e) => e.getFiles())
          .filter((f) => f.endsWith('.js') && !f.endsWith('.hot-update.js')).map((f) => `${publicPath}${f}`);
        const start = {
          preloads: startupFiles(compilation).map((f) => `${publicPath}${f}`),
          scripts: entryScripts,
          firstScreenId: FIRST_SCREEN.elementId,
          latestMs: 1000,
        };
        const source = `(${startShell.toString()})(${JSON.stringify(start)}, () => (${routeRemoteHints.toString()})(${JSON.stringify(config)}));\n`;
        const hash = webpack.util.createHash('sha256').update(source).digest('hex').slice(0, 8);
        file = `route-hints.${hash}.js`;
        compilation.emitAsset(file, new webpack.sources.RawSource(source));
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap({ name: NAME, stage: 10 }, (data) => {
        if (!file) return data;
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${publicPath}${file}`, async: true, fetchpriority: 'high' }));
        return data;
      });
    });
  }
}

/**
 * For each module the host shares, the host's chunk files that provide it and that the first render has
 * not already loaded (startupFiles): a remote consuming it takes the host's copy (`loaded-first`).
 */
function sharedProviderFiles(compilation, publicPath) {
  const { chunkGraph } = compilation;
  const loaded = new Set(startupFiles(compilation));
  const files = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const own = [];
    for (const block of module.blocks) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const f of chunk.files) if (f.endsWith('.js') && !loaded.has(f) && !own.includes(f)) own.push(f);
      }
    }
    if (own.length) files[module._name] = own.map((f) => `${publicPath}${f}`);
  }
  return files;
}
