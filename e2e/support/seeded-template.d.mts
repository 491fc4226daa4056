export const TEMPLATE_DIR_ENV: string;
export const TEMPLATE_DB_ENV: string;
export function e2eEnv(dataDir: string, replicas: number): NodeJS.ProcessEnv;
export function adminQuery(url: string, sql: string): Promise<void>;
export function databaseUrl(url: string, name: string): string;
export default function makeSeededTemplate(): Promise<void>;
export function removeSeededTemplate(): Promise<void>;
