import type { Platform } from '../../scripts/lib/platform.mjs';

export interface E2EPlatform extends Platform {
  /** stops the platform and throws away its data */
  dispose(): Promise<void>;
}
export interface E2EPlatformOptions {
  limits?: boolean;
  /** extra environment of every process (e.g. `IMPRESSION_FLUSH_MS`) */
  env?: Record<string, string>;
}
export function startOwnE2EPlatform(gateway?: 'node' | 'nginx', replicas?: number, opts?: E2EPlatformOptions): Promise<E2EPlatform>;
