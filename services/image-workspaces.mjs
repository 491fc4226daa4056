// The workspaces a service's image is made of: the service and, transitively, the workspace packages in
// its production dependencies (never devDependencies: test helpers and embedded stand-ins stay out of
// images). One folder a line, dependencies first. Used by services/Dockerfile and scripts/validate-ops.mjs.
//   node services/image-workspaces.mjs services/listings
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every workspace folder of the root package.json, by package name. */
function workspacesByName(root) {
  const byName = new Map();
  for (const pattern of readJson(join(root, 'package.json')).workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${pattern.slice(0, -2)}/${e.name}`)
      : [pattern];
    for (const dir of dirs) {
      if (existsSync(join(root, dir, 'package.json'))) byName.set(readJson(join(root, dir, 'package.json')).name, dir);
    }
  }
  return byName;
}

/** `dir` and the workspaces it needs at run time, dependencies before dependents. */
export function imageWorkspaces(root, dir) {
  if (!existsSync(join(root, dir, 'package.json'))) throw new Error(`${dir} is not a workspace (no package.json)`);
  const byName = workspacesByName(root);
  const order = [];
  const visit = (d, path) => {
    if (order.includes(d)) return;
    if (path.includes(d)) throw new Error(`workspace dependency cycle: ${[...path, d].join(' -> ')}`);
    const pkg = readJson(join(root, d, 'package.json'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      if (byName.has(name)) visit(byName.get(name), [...path, d]);
    }
    order.push(d);
  };
  visit(dir, []);
  return order;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node services/image-workspaces.mjs services/<name>\n');
    process.exit(2);
  }
  process.stdout.write(`${imageWorkspaces(root, dir).join('\n')}\n`);
}
