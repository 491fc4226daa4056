// The demo staff accounts' TOTP secret (demo data only: the seed gives it to the demo admin, associates and
// moderator; it never reaches a database the seed does not run on, and NODE_ENV=production never seeds).
// Add it to an authenticator app by hand (key REMOTELISTINGSDEMOSTAFFSECRETKEY, time-based, 6 digits), or
// compute a code: `node -e "import('otplib').then(async o => console.log(await o.generate({ secret: 'REMOTELISTINGSDEMOSTAFFSECRETKEY' })))"`.
import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';

export const DEMO_TOTP_SECRET = 'REMOTELISTINGSDEMOSTAFFSECRETKEY';
const PERIOD_S = 30;

/** The last time step a code was sent for, per account: each code works once, so never send one twice. */
const lastStep = new Map();

/**
 * A TOTP code for `account` this process has not sent yet: the current step's, else the next step's (the
 * server takes one step of drift), else waits for the next period. `skip` moves past a step someone else used
 * (the seed, another process): the server refused the code.
 */
export async function freshTotpCode(account, secret = DEMO_TOTP_SECRET, { skip = false } = {}) {
  const key = account.toLowerCase();
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_S);
    const last = lastStep.get(key) ?? -1;
    const step = Math.max(now, last + 1, skip ? now + 1 : now);
    if (step <= now + 1) {
      lastStep.set(key, step);
      return generate({ secret, epoch: step * PERIOD_S });
    }
    await sleep((now + 1) * PERIOD_S * 1000 - Date.now() + 50);
  }
}
