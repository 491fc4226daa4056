// Run by each service's `npm run build` after swc, from the service's folder:
//   node ../bundle.mjs main.js [worker.js]
// Replaces each named entry of dist/ with one ES module that holds the service's code and its dependencies.
// A replica's start was mostly Node resolving and reading ~1,800 module files (NestJS, TypeORM, BullMQ, rxjs,
// zod schemas): 2.7 s of CPU for listings, 1.3 s as one file (bench/faults: replicas ready within 5 s).
// swc rewrites every file of dist/ on each build, so an entry is never bundled twice.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Left to Node's own loader, resolved from node_modules at run time:
 * - native addons and packages that find files beside themselves (wasm, data, prebuilt binaries);
 * - the modules OpenTelemetry instruments (it patches them as Node loads them, so they must load as modules);
 * - NestJS's optional integrations, which it requires only when installed.
 */
const EXTERNAL = [
  'sharp', '@node-rs/*', 'pg-native', 'sql.js', '@cardog/corgi', 'better-sqlite3', '@electric-sql/*',
  '@rl/vehicle-catalog', '@rl/embedded-infra', '@rl/test-kit',
  'express', 'pg', 'ioredis', '@opentelemetry/*',
  '@nestjs/microservices', '@nestjs/websockets', '@nestjs/platform-socket.io', 'class-transformer', 'class-validator',
];

const entries = process.argv.slice(2);
if (entries.length === 0) {
  console.error('usage: node ../bundle.mjs <entry in dist/>...');
  process.exit(2);
}

for (const entry of entries) {
  const file = join('dist', entry);
  const out = `${file}.bundle.tmp.mjs`;
  await build({
    entryPoints: [file],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS dependencies inside an ES module still call require() and read __dirname
    banner: {
      js: [
        "import { createRequire as __bundleRequire } from 'node:module';",
        "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
        "import { dirname as __bundleDirname } from 'node:path';",
        'const require = __bundleRequire(import.meta.url);',
        'const __filename = __bundleFileURLToPath(import.meta.url);',
        'const __dirname = __bundleDirname(__filename);',
      ].join('\n'),
    },
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'error',
  });
  renameSync(out, file);
  // the map keeps its temporary name inside; point the module at the map beside it
  renameSync(`${out}.map`, `${file}.map`);
  const code = readFileSync(file, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${entry}.map`);
  writeFileSync(file, code);
}
