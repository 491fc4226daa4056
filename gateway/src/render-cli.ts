import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDockerTemplate, TEMPLATE_PATH } from './render-nginx.js';

/** `npm run render -w gateway`: rewrites the committed docker template from the routing table. */
const gatewayDir = fileURLToPath(new URL('../', import.meta.url));
const out = resolve(gatewayDir, TEMPLATE_PATH);
writeFileSync(out, renderDockerTemplate());
console.log(`wrote ${out}`);
