import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

// A service's concept folders depend on each other in one direction only (docs/CONVENTIONS.md): when two folders
// import each other, neither can be read, moved or split without the other. Every service is held to it.
const ROOT = resolve(import.meta.dirname, '../..');
const SERVICES = readdirSync(join(ROOT, 'services'), { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(ROOT, 'services', e.name, 'src'))).map((e) => e.name);

/** `a -> b` for every relative import from a file under folder a to one under folder b (top folders of `src`). */
function folderImports(src: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const topOf = (path: string) => relative(src, path).split('/')[0]!;
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (path.endsWith('.ts')) {
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          const from = topOf(path);
          const to = topOf(resolve(dirname(path), spec!));
          // files at the top of src (app.module.ts, main.ts) assemble the folders: they are not a folder
          if (from === to || from.endsWith('.ts') || to.endsWith('.js')) continue;
          edges.set(`${from} -> ${to}`, [...(edges.get(`${from} -> ${to}`) ?? []), relative(src, path)]);
        }
      }
    }
  };
  visit(src);
  return edges;
}

function mutualPairs(edges: Map<string, string[]>): string[] {
  return [...edges.keys()]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b} (${edges.get(`${a} -> ${b}`)!.join(', ')}; ${edges.get(`${b} -> ${a}`)!.join(', ')})`);
}

describe('concept folders of a service', () => {
  it('are checked in every service', () => {
    expect(SERVICES).toEqual(expect.arrayContaining(['auth', 'enrichment', 'listings', 'media', 'moderation', 'notifications', 'sales']));
  });

  it.each(SERVICES)('of services/%s/src never import each other', (service) => {
    expect(mutualPairs(folderImports(join(ROOT, `services/${service}/src`)))).toEqual([]);
  });

  it('the check names a pair that does, with the files', () => {
    const src = mkdtempSync(join(tmpdir(), 'rl-folders-'));
    try {
      mkdirSync(join(src, 'vehicles'));
      mkdirSync(join(src, 'freshness'));
      writeFileSync(join(src, 'vehicles/store.ts'), "import { sql } from '../freshness/sql.js';\n");
      writeFileSync(join(src, 'freshness/sql.ts'), "import type { Row } from '../vehicles/store.js';\n");
      writeFileSync(join(src, 'app.module.ts'), "import { store } from './vehicles/store.js';\n");
      expect(mutualPairs(folderImports(src))).toEqual(['freshness <-> vehicles (freshness/sql.ts; vehicles/store.ts)']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
