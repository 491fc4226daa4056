/**
 * JS files of the chunks the page needs before its first render, in discovery order, the entry's first:
 * the chunks of the entry's async boundary (`import('./bootstrap')`) and, for each shared module they
 * consume, the chunks the host provides it from (transitively). index.html's start script preloads them
 * (shell-start-script.js): without that the browser learns about them only once main.js has run the
 * federation runtime, one round trip and 200 ms of script evaluation later on a slow phone. Route chunks
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
