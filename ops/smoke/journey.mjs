// The smoke journey through a running platform's gateway, as people and operators use it:
// sign up, a listing with a photo over 5 MB, an admin (TOTP) approves it, search finds it, a buyer's
// message reaches the mail catcher, every service answers /metrics. `target` says where things are:
//   target.base                        the gateway's URL on this host
//   target.createAdmin(email, pw, totpSecret)   staff account with that TOTP secret (auth's CLI in its container)
//   target.mails()                     the mail catcher's GET /api/v1/messages answer
//   target.metrics()                   [{ name, status, body }] of every service process's /metrics
import { randomBytes } from 'node:crypto';
import { ApiClient } from '../../scripts/seed/api-client.mjs';
import { freshTotpCode } from '../../scripts/seed/demo-totp.mjs';
import { CARS } from '../../scripts/seed/demo-cars.mjs';
import { listingFor } from '../../scripts/seed/seed.mjs';
import { bigJpeg } from './photo.mjs';
import { seconds, sleep } from './podman.mjs';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32Secret = () => Array.from(randomBytes(32), (b) => BASE32[b % 32]).join('');

/**
 * The platform's 503 means "nothing was changed, try again shortly" (a replica restarting, a dependency slow to
 * answer on a busy machine): the journey tries such a request again, twice at most, as a person would, and
 * lists every retry so the smoke prints them (run.mjs) rather than hiding them. Any other failure fails the step.
 */
class RetryingClient extends ApiClient {
  constructor(base, retries) {
    super(base);
    this.retries = retries;
  }

  async request(method, path, body) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await super.request(method, path, body);
      } catch (err) {
        if (err.status !== 503 || attempt === 3) throw err;
        this.retries.push(`${method} ${path.split('?')[0]}`);
        await sleep(1000);
      }
    }
  }
}

async function until(what, fn, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** Runs the journey; resolves the list of steps with their times, rejects at the first failing step. */
export async function journey(target, { photo, car = 0, log = console.log } = {}) {
  const steps = [];
  const retries = [];
  steps.retries = retries;
  const client = () => new RetryingClient(target.base, retries);
  const step = async (name, fn) => {
    const t = Date.now();
    try {
      const detail = await fn();
      steps.push({ name, ok: true, s: seconds(t), detail });
      log(`  ok   ${name} (${seconds(t)} s)${detail ? `: ${detail}` : ''}`);
    } catch (err) {
      steps.push({ name, ok: false, s: seconds(t), detail: err.message });
      log(`  FAIL ${name} (${seconds(t)} s): ${err.message}`);
      throw Object.assign(err, { steps });
    }
  };
  const tag = randomBytes(4).toString('hex');
  const seller = client();
  const sellerAccount = { email: `seller-${tag}@smoke.test`, password: `smoke-${tag}-pw`, firstName: 'Smoke', lastName: 'Seller' };
  const { jpeg } = photo ?? (await bigJpeg());
  let photoUrl;
  let vehicle;

  await step('sign up', async () => {
    await seller.post('/api/register', sellerAccount);
    const me = await seller.get('/api/user');
    if (me?.email !== sellerAccount.email) throw new Error(`GET /api/user answered ${JSON.stringify(me).slice(0, 200)}`);
    return sellerAccount.email;
  });
  await step('photo upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'big-photo.jpg');
    const image = await seller.post('/api/media/images', form);
    photoUrl = image.url;
    const res = await fetch(new URL(photoUrl, target.base));
    if (!res.ok) throw new Error(`GET ${photoUrl}: ${res.status}`);
    return `${(jpeg.length / 2 ** 20).toFixed(1)} MB JPEG -> ${photoUrl} (${(await res.arrayBuffer()).byteLength} bytes served)`;
  });
  await step('create listing', async () => {
    // a demo car (its VIN decodes to it); each journey of a run takes another one
    const body = listingFor(CARS[car % CARS.length], car, [photoUrl]);
    vehicle = await seller.post('/api/vehicles', { ...body, contactEmail: sellerAccount.email, contactFirstName: 'Smoke', contactLastName: 'Seller' });
    return `#${vehicle.id} ${body.year} ${body.make} ${body.model}, ${vehicle.status}`;
  });
  await step('admin approves', async () => {
    const admin = { email: `admin-${tag}@smoke.test`, password: `smoke-${tag}-admin`, secret: base32Secret() };
    await target.createAdmin(admin.email, admin.password, admin.secret);
    const staff = client();
    const answer = await staff.post('/api/login', { email: admin.email, password: admin.password });
    if (answer?.next !== 'second-factor') throw new Error(`the admin's password step answered ${JSON.stringify(answer).slice(0, 200)}`);
    await staff.post('/api/login/second-factor', { code: await freshTotpCode(admin.email, admin.secret) });
    const pending = await staff.get('/api/admin/vehicles/pending');
    if (!pending.some((v) => v.id === vehicle.id)) throw new Error(`#${vehicle.id} is not in the pending queue`);
    const approved = await staff.patch(`/api/admin/vehicles/${vehicle.id}/status`, { status: 'approved' });
    if (approved.status !== 'approved') throw new Error(`status is ${approved.status}`);
    return `TOTP sign-in, #${vehicle.id} approved`;
  });
  await step('search finds it', async () => {
    const q = new URLSearchParams({ make: vehicle.make, model: vehicle.model, sortBy: 'created_desc' });
    const found = await until('search', async () => {
      const r = await client().get(`/api/vehicles/search?${q}`);
      return r.vehicles.some((v) => v.id === vehicle.id) && r;
    }, 30_000);
    const detail = await client().get(`/api/vehicles/${vehicle.id}`);
    if (!detail.images?.includes(photoUrl)) throw new Error('the public listing does not show the photo');
    return `${found.total} result(s) for ${vehicle.make} ${vehicle.model}`;
  });
  await step('contact message reaches the mail catcher', async () => {
    const buyer = `buyer-${tag}@smoke.test`;
    await client().post('/api/contact', {
      vehicleId: vehicle.id, senderFirstName: 'Smoke', senderLastName: 'Buyer', senderEmail: buyer,
      subject: `Smoke ${tag}`, message: `Is the car still available? (smoke ${tag})`,
    });
    const mail = await until('the mail to the buyer', async () => (await target.mails()).messages.find((m) => m.to.includes(buyer)), 60_000);
    return `"${mail.subject}" to ${buyer}`;
  });
  await step('metrics answer on every service', async () => {
    const answers = await target.metrics();
    const bad = answers.filter((a) => a.status !== 200 || !a.body.includes('# TYPE'));
    if (!answers.length || bad.length) throw new Error(`no metrics from ${bad.map((a) => `${a.name} (${a.status})`).join(', ') || 'any process'}`);
    return `${answers.length} processes: ${answers.map((a) => a.name).join(' ')}`;
  });
  return steps;
}
