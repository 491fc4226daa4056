import type { ChildInfo } from './children.mjs';

export interface Platform {
  url: string;
  parts: Record<string, string>;
  databaseUrl: string;
  /** each service's replica URLs, comma-separated */
  services: Record<'auth' | 'listings' | 'moderation' | 'media' | 'enrichment' | 'notifications' | 'sales', string>;
  /** SMTP_URL given to the services; mailboxUrl: the development catcher's HTTP base (embedded mode only) */
  mail: { smtpUrl?: string; mailboxUrl?: string };
  /** each sales replica's inbound SMTP listener (`smtp://127.0.0.1:<port>`): replies to reply+<token>@mailDomain */
  inboundSmtp: string[];
  mailDomain: string;
  replicas: number;
  children: { list(): ChildInfo[] };
  secrets: { IDENTITY_SECRET: string; SESSION_SECRET: string };
  dataDir: string;
  stop(): Promise<void>;
}
export function startPlatform(opts?: {
  env?: NodeJS.ProcessEnv;
  port?: number;
  dataDir?: string;
  gateway?: 'node' | 'nginx';
  verbose?: boolean;
  onFatal?: (err: Error) => void;
}): Promise<Platform>;
export function redisFor(env: NodeJS.ProcessEnv, replicas: number, redisServerInstalled: boolean): 'given' | 'none' | 'start';
