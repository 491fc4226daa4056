export * from './html-text.js';
export * from './page-head.js';
export * from './first-screen.js';
export * from './api-docs-page.js';
