import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository stands on its own: every link in its Markdown goes to a file inside it (or to the running
// platform on localhost), and the README shows the layout and the two commands.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'screenshots']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(path);
    return e.name.endsWith('.md') ? [path] : [];
  });
}

/** [text](target) links, without code spans and fenced blocks */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

const files = markdownFiles(ROOT);

test('there is documentation to check', () => {
  expect(files.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'docs/OPERATIONS.md', 'docs/CONVENTIONS.md', 'services/auth/README.md']));
});

test.each(files.map((f) => [relative(ROOT, f), f]))('%s links only inside the repository', (_name, file) => {
  const outside: string[] = [];
  for (const target of linkTargets(readFileSync(file, 'utf8'))) {
    if (/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(target) || target.startsWith('#') || target.startsWith('mailto:')) continue;
    if (/^[a-z]+:/i.test(target)) {
      outside.push(target);
      continue;
    }
    const path = resolve(dirname(file), decodeURI(target.split('#')[0]!));
    if (relative(ROOT, path).startsWith('..') || !existsSync(path)) outside.push(target);
  }
  expect(outside).toEqual([]);
});

test('the README has the two commands and a layout section', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  expect(readme).toMatch(/^npm start\b/m);
  expect(readme).toMatch(/^npm test\b/m);
  expect(readme).toMatch(/^## Layout$/m);
  for (const folder of ['docs/', 'ops/', 'scripts/', 'bench/', 'e2e/']) expect(readme).toContain(`\`${folder}\``);
});
