export * from './limits.js';
export * from './vehicle-lookup-limits.js';
