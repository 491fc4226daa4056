// The shell provides react-router(-dom) to every app of the page from client-only facades
// (packages/web-build/src/client-router). Every name a browser app imports must be in them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const facadeDir = join(root, 'packages/web-build/src/client-router');

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((n) => n.trim().split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
}

const facade = readFileSync(join(facadeDir, 'react-router.js'), 'utf8');
const facadeNames = namesIn(/export \{([\s\S]*?)\} from/.exec(facade)![1]!);
const omitted = namesIn(/CLIENT_ROUTER_OMITTED = \[([\s\S]*?)\];/.exec(readFileSync(join(facadeDir, 'index.js'), 'utf8'))![1]!
  .replace(/\/\/.*$/gm, '')
  .replace(/'/g, ''));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

test('the facade is the whole of react-router minus the server and framework-mode names', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const all = Object.keys(require('react-router')).filter((k) => k !== '__esModule');
  expect([...facadeNames].sort()).toEqual(all.filter((k) => !omitted.includes(k)).sort());
});

test('no browser app imports a name the facade leaves out', () => {
  const apps = ['shell/src', 'mfe-buyer/src', 'mfe-seller/src', 'mfe-admin/src', 'packages/web-kit/src'];
  const used = new Map<string, string>();
  for (const file of apps.flatMap((a) => sources(join(root, a)))) {
    const text = readFileSync(file, 'utf8');
    // value imports only: `import type {...}` and `type X` specifiers are erased at build time
    for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
      if (m[1]) continue;
      const values = m[2]!.split(',').filter((spec) => !/^\s*type\s/.test(spec));
      for (const name of namesIn(values.join(','))) used.set(name, file);
    }
  }
  expect(used.size).toBeGreaterThan(5);
  // RouterProvider comes from react-router/dom in the react-router-dom facade
  const missing = [...used].filter(([name]) => !facadeNames.includes(name) && name !== 'RouterProvider');
  expect(missing).toEqual([]);
});
