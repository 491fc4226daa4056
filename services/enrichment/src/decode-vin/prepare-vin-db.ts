// Build step (`npm run build -w services/enrichment`): writes the indexed VIN database next to the build
// output, so the worker loads it in well under a second and never needs the network.
//   node dist/decode-vin/prepare-vin-db.js [target] [--force]
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { corgiDatabaseGz, DEFAULT_VIN_DB_PATH, VIN_DB_INDEXES, writeIndexedDatabase } from './vin-db.js';

const args = process.argv.slice(2);
const target = args.find((a) => !a.startsWith('--')) ?? process.env.VIN_DB_PATH ?? DEFAULT_VIN_DB_PATH;
const stampFile = `${target}.stamp`;
const gz = corgiDatabaseGz();
const stamp = createHash('sha256').update(`${statSync(gz).size}\n${VIN_DB_INDEXES.join('\n')}`).digest('hex');

if (!args.includes('--force') && existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  process.stdout.write(`VIN database up to date: ${target}\n`);
} else {
  const started = Date.now();
  const { bytes } = await writeIndexedDatabase(target);
  writeFileSync(stampFile, stamp);
  process.stdout.write(`VIN database written: ${target} (${(bytes / 1e6).toFixed(1)} MB, ${Date.now() - started} ms)\n`);
}
