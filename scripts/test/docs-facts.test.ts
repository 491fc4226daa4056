import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MOUNTS, INTERNAL_API, mountOf } from '@rl/contracts';

// The facts the docs state about the code, read from the code: which services there are (launcher, folders,
// compose, Kubernetes, the lint rule that keeps them apart, the README), their default ports, and the shared
// packages. A new service, port or package that the docs do not know fails here.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const dirsWith = (dir: string, file: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(ROOT, dir, e.name, file))).map((e) => e.name).sort();

const { SERVICES } = (await import(join(ROOT, 'scripts/lib/workspaces.mjs') as string)) as { SERVICES: readonly string[] };
const services = [...SERVICES].sort();
const packages = dirsWith('packages', 'package.json');
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the services', () => {
  it('the launcher starts every service folder, and only those', () => {
    expect(services).toEqual(dirsWith('services', 'package.json'));
  });

  it('compose and Kubernetes run each of them', () => {
    const compose = read('docker-compose.yml');
    for (const s of services) {
      expect(compose).toMatch(new RegExp(`^  ${s}:$`, 'm'));
      expect(existsSync(join(ROOT, 'k8s/base', `${s}.yaml`))).toBe(true);
      expect(read('k8s/base/kustomization.yaml')).toContain(`${s}.yaml`);
    }
  });

  it('the lint rule keeps every service from importing another', () => {
    const rule = read('eslint.config.mjs').split('\n').find((l) => l.includes('Services share code only through packages'));
    for (const s of services) expect(rule).toContain(`'@rl/${s}'`);
  });

  it('the README names each of them, their number, and each in its architecture drawing', () => {
    const readme = read('README.md');
    const layoutRow = readme.split('\n').find((l) => l.startsWith('| `services/` |'));
    for (const s of services) expect(layoutRow).toContain(`\`${s}\``);
    expect(readme).toContain(`${NUMBER_WORDS[services.length]} services`);
    const drawing = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('```', readme.indexOf('## Architecture') + 20));
    for (const s of services) expect(drawing).toContain(`services/${s}`);
  });

  it('the drawing sends each /api path it shows to the service the gateway sends it to', () => {
    const readme = read('README.md');
    const drawing = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('```', readme.indexOf('## Architecture') + 20));
    const rows = drawing.split('\n').filter((l) => /→ services\/\w+/.test(l));
    expect(rows.length).toBeGreaterThan(0);
    let checked = 0;
    for (const row of rows) {
      const service = row.match(/→ services\/(\w+)/)![1];
      for (const shown of row.match(/\/api\/[^\s]*/g) ?? []) {
        // `/api/vehicles/{features,specs}/generate` is two paths; `…` stands for what is below
        const [, head = '', alternatives = '', tail = ''] = shown.match(/^([^{]*)(?:\{([^}]*)\})?(.*)$/)!;
        for (const alternative of alternatives ? alternatives.split(',') : ['']) {
          const path = `${head}${alternative}${tail}`.replace(/…$/, '');
          expect({ shown: path, service: mountOf(path, API_MOUNTS)?.service }).toEqual({ shown: path, service });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(drawing).toContain(`(${INTERNAL_API.auth.identity})`);
  });

  it('CONVENTIONS lists each default port as the service declares it', () => {
    const line = read('docs/CONVENTIONS.md').replace(/\n\s+/g, ' ');
    for (const s of services) {
      const port = read(`services/${s}/src/env.ts`).match(/PORT: z\.coerce\.number\(\)[^\n]*\.default\((\d+)\)/)?.[1];
      expect(port).toBeDefined();
      expect(line).toContain(`${s} ${port}`);
    }
  });
});

describe('the shared packages', () => {
  it('each has a README and is named in CONVENTIONS and in the README', () => {
    const conventions = read('docs/CONVENTIONS.md');
    const readme = read('README.md');
    for (const p of packages) {
      expect(existsSync(join(ROOT, 'packages', p, 'README.md'))).toBe(true);
      expect(conventions).toContain(`\`@rl/${p}\``);
      expect(readme).toContain(`\`${p}\``);
    }
  });
});

describe('the READMEs of the apps, the gateway, the services and the packages', () => {
  it('name only `src/` and `test/` paths that exist in their folder', () => {
    const folders = [
      ...['shell', 'mfe-buyer', 'mfe-seller', 'mfe-admin', 'gateway'],
      ...services.map((s) => `services/${s}`),
      ...packages.map((p) => `packages/${p}`),
    ];
    const missing: string[] = [];
    let named = 0;
    for (const folder of folders) {
      if (!existsSync(join(ROOT, folder, 'README.md'))) continue;
      for (const [, path] of read(`${folder}/README.md`).matchAll(/`((?:src|test)\/[A-Za-z0-9_./-]+)`/g)) {
        named += 1;
        if (!existsSync(join(ROOT, folder, path!))) missing.push(`${folder}/README.md names ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(named).toBeGreaterThan(20);
  });
});
