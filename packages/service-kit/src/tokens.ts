/** DI tokens provided by ServiceKitModule. */
export const SERVICE_ENV = Symbol('SERVICE_ENV');
export const LOGGER = Symbol('LOGGER');
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/** A named check for /health/ready: resolves when the dependency is usable. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

/** The process's request-path Redis connection (ioredis), or null without REDIS_URL. */
export const REQUEST_REDIS = Symbol('REQUEST_REDIS');
