export * from './catalogue.js';
export * from './build-openapi.js';
export * from './docs-page.js';
