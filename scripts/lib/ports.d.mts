export function freePort(): Promise<number>;
export function waitForHttp(url: string, opts?: { timeoutMs?: number; okStatuses?: number[] }): Promise<void>;
