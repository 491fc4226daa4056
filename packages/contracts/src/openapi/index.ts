export * from './catalogue.js';
export * from './build-openapi.js';
