// ops/images/image-inputs.mjs: the hash an image is tagged with (inputs-<hash>) so that build-images.sh skips a
// build whose inputs already have an image. It must change with everything the build takes, and only with that.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ImageInputsModule {
  inputsHash(context: string, argv: string[], o?: { imageId?: (ref: string) => string }): string;
  buildInputs(context: string, build: { file: string; target?: string; args: Record<string, string> }): { bases: string[]; select(path: string): boolean };
  parseBuildArgs(argv: string[]): { file: string; target?: string; args: Record<string, string> };
  contextFiles(context: string): string[];
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mod = (await import(join(ROOT, 'ops', 'images', 'image-inputs.mjs') as string)) as ImageInputsModule;

const CONTAINERFILE = `ARG BASE=node:22
FROM \${BASE} AS manifests
COPY . .
RUN mkdir /out && cp package.json lock.json /out/ && find . -name package.json -exec cp --parents {} /out/ \\;

FROM \${BASE} AS build
COPY --from=manifests /out/ ./
COPY src/ src/
COPY tools/*.sh tools/
RUN make

FROM \${BASE} AS runtime
COPY --from=build /app /app
COPY --chmod=755 bin/run.sh /usr/local/bin/
`;

describe('image-inputs: the hash of what a build takes', () => {
  let dir: string;
  const ids: Record<string, string> = { 'node:22': 'sha256:aaa', 'node:20': 'sha256:bbb' };
  const argv = ['-f', 'Containerfile', '--build-arg', 'BASE=node:22'];
  const hash = (a = argv) => mod.inputsHash(dir, a, { imageId: (ref) => ids[ref] ?? `missing ${ref}` });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-inputs-'));
    write('Containerfile', CONTAINERFILE);
    write('.dockerignore', '**/node_modules\n**/*.md\ndocs\nsrc/*/test\n');
    write('package.json', '{"name":"root"}');
    write('lock.json', '{}');
    write('src/a/package.json', '{"name":"a"}');
    write('src/a/index.js', 'export const a = 1;');
    write('src/a/test/a.test.js', 'test');
    write('src/a/node_modules/x/index.js', 'x');
    write('tools/gen.sh', 'echo gen');
    write('tools/README.txt', 'not copied');
    write('bin/run.sh', 'exec node');
    write('docs/guide.txt', 'docs');
    write('other/package.json', '{"name":"other"}');
    write('other/main.js', 'not copied');
    write('notes.md', 'ignored');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is stable, and changes with each file a COPY takes (content and executable bit)', () => {
    const h = hash();
    expect(hash()).toBe(h);
    write('src/a/index.js', 'export const a = 2;');
    const h2 = hash();
    expect(h2).not.toBe(h);
    write('tools/gen.sh', 'echo gen2');
    const h3 = hash();
    expect(h3).not.toBe(h2);
    chmodSync(join(dir, 'bin/run.sh'), 0o755);
    expect(hash()).not.toBe(h3);
  });

  it('changes with a new file under a copied folder, a removed one, and a package.json anywhere in the context', () => {
    const h = hash();
    write('src/b.js', 'new');
    const h2 = hash();
    expect(h2).not.toBe(h);
    rmSync(join(dir, 'src/b.js'));
    expect(hash()).toBe(h);
    write('other/package.json', '{"name":"other","version":"2"}'); // the manifests stage keeps every package.json
    expect(hash()).not.toBe(h);
  });

  it('changes with the Containerfile, a build argument, the target and the base image id', () => {
    const h = hash();
    write('Containerfile', `${CONTAINERFILE}\nENV X=1\n`);
    const h2 = hash();
    expect(h2).not.toBe(h);
    expect(hash([...argv, '--build-arg', 'PORT=1'])).not.toBe(h2);
    expect(hash([...argv, '--target', 'build'])).not.toBe(h2);
    expect(hash(['-f', 'Containerfile', '--build-arg', 'BASE=node:20'])).not.toBe(h2);
    ids['node:22'] = 'sha256:ccc';
    expect(hash()).not.toBe(h2);
    ids['node:22'] = 'sha256:aaa';
  });

  it('ignores what no COPY takes: other files under a `COPY . .` manifests stage, .dockerignore\'d ones, node_modules', () => {
    const h = hash();
    write('other/main.js', 'changed');
    write('tools/README.txt', 'changed');
    write('notes.md', 'changed');
    write('docs/guide.txt', 'changed');
    write('src/a/test/a.test.js', 'changed'); // under src/, but .dockerignore leaves it out of the context
    write('src/a/node_modules/x/index.js', 'changed');
    expect(hash()).toBe(h);
  });

  it('takes the whole context for a `COPY . .` outside a manifests stage', () => {
    write('Containerfile', 'FROM node:22\nCOPY . /app\n');
    const h = hash(['-f', 'Containerfile']);
    write('other/main.js', 'changed');
    expect(hash(['-f', 'Containerfile'])).not.toBe(h);
  });

  it('on the repository: a service\'s sources count for the service images, the remotes\' for the gateway', () => {
    const node = 'NODE_IMAGE=localhost/rl-base/node:20';
    const service = mod.buildInputs(ROOT, mod.parseBuildArgs(['-f', 'services/Dockerfile', '--build-arg', node, '--build-arg', 'SERVICE=auth', '--build-arg', 'PORT=4001']));
    const gateway = mod.buildInputs(ROOT, mod.parseBuildArgs(['-f', 'gateway/Dockerfile', '--build-arg', node, '--build-arg', 'NGINX_IMAGE=localhost/rl-base/nginx:bookworm']));
    const backup = mod.buildInputs(ROOT, mod.parseBuildArgs(['-f', 'ops/backup/Dockerfile', '--build-arg', node, '--build-arg', 'POSTGRES_IMAGE=localhost/rl-base/postgres:15']));
    expect(service.bases).toEqual(['localhost/rl-base/node:20']);
    expect(gateway.bases.sort()).toEqual(['localhost/rl-base/nginx:bookworm', 'localhost/rl-base/node:20']);
    expect(backup.bases.sort()).toEqual(['localhost/rl-base/node:20', 'localhost/rl-base/postgres:15']);
    const files = mod.contextFiles(ROOT);
    const pick = (i: { select(p: string): boolean }) => files.filter((f) => i.select(f));
    expect(pick(service)).toEqual(expect.arrayContaining(['services/auth/src/main.ts', 'packages/service-kit/package.json', 'package-lock.json', 'ops/photos/photo-backup.mjs', 'scripts/photo-backup.mjs', 'mfe-buyer/package.json']));
    expect(pick(service).some((f) => f.startsWith('mfe-buyer/src/'))).toBe(false);
    expect(pick(gateway)).toEqual(expect.arrayContaining(['mfe-buyer/package.json', 'shell/package.json', 'gateway/nginx/templates/default.conf.template', 'tsconfig.base.json']));
    expect(pick(gateway).some((f) => f.startsWith('services/auth/src/'))).toBe(false);
    expect(pick(backup).sort()).toEqual(['ops/backup/pgbackrest.conf', 'ops/backup/pgbackrest.mjs', 'ops/backup/sidecar.mjs']);
    // never part of a context: .dockerignore leaves them out
    expect(files.some((f) => f.startsWith('e2e/') || f.startsWith('docs/') || f.includes('/node_modules/') || f.startsWith('k8s/'))).toBe(false);
  });
});
