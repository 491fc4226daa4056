/** DI token of the moderation env (the full, typed ModerationEnv). */
export const MODERATION_ENV = Symbol('MODERATION_ENV');
