export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxCrashes: number;
  windowMs: number;
}

export interface ChildInfo {
  name: string;
  pid: number | null;
  restarts: number;
  gaveUp: boolean;
  service?: string;
  port?: number;
  health?: string;
}

export class Children {
  constructor(o: {
    logDir: string;
    verbose?: boolean;
    onUnexpectedExit?: (name: string, code: number | null, signal: string | null, tail: string[]) => void;
    onGiveUp?: (name: string, tail: string[]) => void;
    onRestart?: (name: string) => void;
    baseEnv?: NodeJS.ProcessEnv;
    policy?: RestartPolicy;
    report?: (line: string) => void;
  });
  start(
    name: string,
    command: string,
    args: string[],
    o?: { env?: Record<string, string>; cwd?: string; ready?: (line: string) => unknown; readyTimeoutMs?: number; meta?: Record<string, unknown> },
  ): Promise<unknown>;
  supervise(): void;
  list(): ChildInfo[];
  stopAll(graceMs?: number): Promise<void>;
}
