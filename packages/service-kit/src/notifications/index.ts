export * from './notification-outbox.js';
export * from './create-notification-outbox.migration.js';
