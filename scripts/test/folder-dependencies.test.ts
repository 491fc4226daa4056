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

// Every frontend has one inner layout (docs/CONVENTIONS.md, "Frontend layout"): `src/app` (entry, exposed modules,
// the screens that put features together), `src/features/<feature>` (features never import each other) and
// `src/shared` (what several features use; it imports neither features nor app).
const FRONTENDS = ['shell', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];

/** The wrong-way imports of a frontend's `src`: `file -> target` (both relative to src). */
function layoutBreaches(src: string): string[] {
  const breaches: string[] = [];
  const partOf = (path: string) => {
    const [top, feature] = relative(src, path).split('/');
    return top === 'features' ? `features/${feature}` : top!;
  };
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(path)) {
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(/(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'/g)) {
          const from = partOf(path);
          const to = partOf(resolve(dirname(path), spec!));
          const wrong = from.startsWith('features/') ? to !== from && to !== 'shared' : from === 'shared' ? to !== 'shared' : false;
          if (wrong) breaches.push(`${relative(src, path)} -> ${relative(src, resolve(dirname(path), spec!))}`);
        }
      }
    }
  };
  visit(src);
  return breaches;
}

describe('the inner layout of a frontend', () => {
  it.each(FRONTENDS)('%s/src holds app, features and shared only', (app) => {
    expect(readdirSync(join(ROOT, app, 'src')).sort()).toEqual(['app', 'features', 'shared']);
  });

  it.each(FRONTENDS)('in %s/src features import only themselves and shared, shared only itself', (app) => {
    expect(layoutBreaches(join(ROOT, app, 'src'))).toEqual([]);
  });

  it('the check names a feature importing another one', () => {
    const src = mkdtempSync(join(tmpdir(), 'rl-layout-'));
    try {
      for (const dir of ['app', 'shared', 'features/search', 'features/compare']) mkdirSync(join(src, dir), { recursive: true });
      writeFileSync(join(src, 'features/compare/Page.tsx'), "import { share } from '../search/share';\nimport { x } from '../../shared/x';\n");
      writeFileSync(join(src, 'features/search/share.ts'), "import { routes } from '../../app/routes';\n");
      writeFileSync(join(src, 'app/routes.ts'), "import { Page } from '../features/compare/Page';\n");
      expect(layoutBreaches(src).sort()).toEqual(['features/compare/Page.tsx -> features/search/share', 'features/search/share.ts -> app/routes']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
