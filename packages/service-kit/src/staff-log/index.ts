export * from './staff-action-outbox.js';
export * from './create-staff-action-outbox.migration.js';
