// jest globalTeardown of the e2e project: see seeded-template.mjs.
export { removeSeededTemplate as default } from './seeded-template.mjs';
