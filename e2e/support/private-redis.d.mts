export function privateRedisFor(env: Record<string, string | undefined>): Promise<() => Promise<void>>;
