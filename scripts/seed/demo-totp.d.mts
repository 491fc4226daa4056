export const DEMO_TOTP_SECRET: string;
export function freshTotpCode(account: string, secret?: string, options?: { skip?: boolean }): Promise<string>;
