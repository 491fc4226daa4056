export * from './path.js';
export * from './public.js';
export * from './internal.js';
export * from './mounts.js';
export * from './pages.js';
