import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiDocsFiles } from './api-docs-page.js';

/** `node packages/page-render/dist/write-api-docs-cli.js DIR`: writes openapi.json, index.html and docs.js into DIR. */
const dir = resolve(process.argv[2] ?? 'api-docs');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(apiDocsFiles())) writeFileSync(join(dir, name), text);
console.log(`wrote the API documentation into ${dir}`);
