export const NOTIFICATIONS_ENV = Symbol('NOTIFICATIONS_ENV');
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');
