import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { shot } from './browser.js';

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that says yes to every prompt. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; credentials: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length };
}

/** A screenshot into e2e/screenshots, and also into SHOTS_DIR when it is set (to look at the screens by hand). */
export async function look(page: Page, name: string): Promise<void> {
  await shot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
  }
}
