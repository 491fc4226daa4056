export * from './errors.js';
export * from './user.js';
export * from './identity.js';
export * from './value-lists.js';
export * from './api-paths.js';
