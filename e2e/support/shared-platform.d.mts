import type { E2EPlatform, E2EPlatformOptions } from './e2e-platform.mjs';

export function platformKind(gateway: 'node' | 'nginx', replicas: number): string;
export function startSharedE2EPlatform(gateway: 'node' | 'nginx', replicas: number): Promise<{ env: Record<string, string>; dispose(): Promise<void> }>;
export function sharedE2EPlatform(gateway: 'node' | 'nginx', replicas: number, opts?: E2EPlatformOptions): E2EPlatform | undefined;
