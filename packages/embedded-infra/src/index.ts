export * from './postgres.js';
export * from './s3.js';
export * from './lock-file.js';
export * from './mail.js';
