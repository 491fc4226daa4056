import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupChunksPlugin';

/**
 * Host only: `<link rel="preload" as="script">` in index.html for every chunk of the first render
 * (startupFiles). On a page it paints a first screen into, the gateway holds them back (contracts
 * FIRST_SCREEN.heldScriptPreload) and index.html's start script asks for them once the picture is painted.
 */
export class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const links = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

/**
 * JS files of the chunks the page needs before its first render, in discovery order, the entry's first:
 * the chunks of the entry's async boundary (`import('./bootstrap')`) and, for each shared module they
 * consume, the chunks the host provides it from (transitively). index.html preloads them
 * (PreloadStartupChunksPlugin; after a first screen, the start script): without that the browser learns
 * about them only once main.js has run the federation runtime, one round trip and 200 ms of script evaluation later on a slow phone. Route chunks
 * and remotes are not among them. Chromium fetches a preloaded script at high priority, so main.js must
 * not queue behind the others.
 */
export function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  const entryChunks = new Set();
  const queue = [];
  const files = [];
  const chunksOfBlock = (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      entryChunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
        for (const block of module.blocks) queue.push(...chunksOfBlock(block));
      }
    }
  }
  const seen = new Set();
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk) || entryChunks.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey);
      for (const block of provider?.blocks ?? []) queue.push(...chunksOfBlock(block));
    }
  }
  return files;
}
