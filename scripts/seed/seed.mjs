// Demo data for a first embedded start: a demo seller's ~60 listings with photos, moderated by a
// demo admin so every status appears. Everything goes through the public API, like a real user.
import { PHOTO_ANGLES } from '@rl/contracts';
import { specsFor } from '@rl/vehicle-catalog';
import { ApiClient } from './api-client.mjs';
import { CARS, PLACES, WMI } from './demo-cars.mjs';
import { ANGLES, renderPhoto } from './photos.mjs';
import { DEMO_VINS } from './demo-vins.mjs';
import { demoVin } from './vin.mjs';
import { DEMO_TOTP_SECRET, freshTotpCode } from './demo-totp.mjs';

export const DEMO_ACCOUNTS = {
  seller: { email: 'seller@demo.remotelistings.test', password: 'demo-seller', firstName: 'Morgan', lastName: 'Reyes' },
  // staff sign in with two factors: a TOTP code of the demo secret (demo-totp.mjs) after the password
  admin: { email: 'admin@demo.remotelistings.test', password: 'demo-admin', totpSecret: DEMO_TOTP_SECRET },
  associate: { email: 'associate@demo.remotelistings.test', password: 'demo-associate', firstName: 'Avery', lastName: 'Stone', role: 'associate', totpSecret: DEMO_TOTP_SECRET },
  associate2: { email: 'associate2@demo.remotelistings.test', password: 'demo-associate', firstName: 'Jordan', lastName: 'Blake', role: 'associate', totpSecret: DEMO_TOTP_SECRET },
  moderator: { email: 'moderator@demo.remotelistings.test', password: 'demo-moderator', firstName: 'Casey', lastName: 'Lee', role: 'moderator', totpSecret: DEMO_TOTP_SECRET },
};

/** Buyers' questions the demo desk starts with (the first is answered by the demo associate). */
const DEMO_INQUIRIES = [
  { senderFirstName: 'Riley', senderLastName: 'Park', senderEmail: 'riley@demo-buyer.test', subject: 'Is it still available?', message: 'Hi, is this car still available? I could see it this weekend.' },
  { senderFirstName: 'Sam', senderLastName: 'Ortiz', senderEmail: 'sam@demo-buyer.test', subject: 'Service history', message: 'Does it come with the full dealer service history and both keys?' },
  { senderFirstName: 'Dana', senderLastName: 'Kim', senderEmail: 'dana@demo-buyer.test', subject: 'Financing', message: 'Can you arrange financing, and would you take my 2018 A4 in trade?' },
];

const FEATURE_POOL = [
  'Air Conditioning', 'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
  'Bluetooth Connectivity', 'Cruise Control', 'Power Windows', 'Power Door Locks', 'Keyless Entry', 'Remote Start',
  'Premium Sound System', 'USB Ports', 'Wireless Charging', 'Parking Sensors', 'Blind Spot Monitoring',
  'Lane Departure Warning', 'Adaptive Cruise Control', 'Automatic Emergency Braking', 'Apple CarPlay', 'Android Auto',
];
const SERVICES = ['Oil and filter change', 'Brake pads and rotors', 'Tire rotation and alignment', 'Cabin and engine air filters', '4-wheel alignment', 'Annual inspection'];

/** Which demo listings end in which state (by position, so a re-seed is identical). */
function plannedStatus(i) {
  if (i % 9 === 4) return 'pending';
  if (i % 17 === 6) return 'rejected';
  if (i % 19 === 8) return 'sold';
  return 'approved';
}

export function listingFor(car, i, images) {
  const [make, model, trim, year, price, mileage, exteriorColor, interiorColor, exteriorColorName = null] = car;
  const specs = specsFor({ make, model, trim, year });
  if (!specs) throw new Error(`the vehicle catalog has no specs for ${year} ${make} ${model} ${trim}`);
  const { bodyType, fuelType, transmission, drivetrain } = specs;
  const [location, zipCode] = PLACES[i % PLACES.length];
  const features = FEATURE_POOL.filter((_, k) => (k * 7 + i) % 3 !== 0).slice(0, 8 + (i % 5));
  if (drivetrain === 'awd' || drivetrain === '4wd') features.push('All-Wheel Drive');
  if (['Tahoe', 'Escalade', 'Yukon', 'Navigator', 'XC90', 'Q7', 'Land Cruiser', 'GX'].includes(model)) features.push('Third Row Seating');
  return {
    make, model, trim, year, bodyType, fuelType, transmission, drivetrain,
    price: `$${price.toLocaleString('en-US')}`,
    mileage, condition: mileage < 10000 ? 'excellent' : mileage < 30000 ? 'good' : 'fair',
    exteriorColor, exteriorColorName, interiorColor,
    description: `${year} ${make} ${model} ${trim} in ${(exteriorColorName ?? exteriorColor).toLowerCase()} over ${interiorColor.toLowerCase()}, ${mileage.toLocaleString('en-US')} miles. `
      + `Garage kept, non-smoker, clean title and a full service history. Our associate handles every inquiry, viewing and the paperwork for the seller.`,
    features,
    images,
    // the photos come in the order of the photo guide's angles
    photoAngles: Object.fromEntries(images.map((url, k) => [url, PHOTO_ANGLES[k] ?? 'Other'])),
    location, zipCode,
    contactPhone: `(555) 010-${String(1000 + i).slice(-4)}`,
    contactEmail: DEMO_ACCOUNTS.seller.email,
    contactFirstName: DEMO_ACCOUNTS.seller.firstName,
    contactLastName: DEMO_ACCOUNTS.seller.lastName,
    contactLocation: location,
    // a VIN that decodes to this very car; listings made past the demo cars (benchmarks) get a valid one of the make
    vin: DEMO_VINS[i] ?? demoVin(WMI[make] ?? 'WBA', year, i + 1),
    carfaxReportUrl: i % 3 === 0 ? `https://www.carfax.com/vehiclehistory/ar20/demo-${i + 1}` : '',
    recentServices: SERVICES.filter((_, k) => (k + i) % 2 === 0).slice(0, 3),
  };
}

async function uploadPhotos(client, exterior, interior, suv) {
  const urls = [];
  for (const angle of ANGLES) {
    const form = new FormData();
    form.append('file', new Blob([await renderPhoto(angle, exterior, { suv, interior })], { type: 'image/jpeg' }), `${angle}.jpg`);
    const res = await client.post('/api/media/images', form);
    urls.push(res.url);
  }
  return urls;
}

async function signIn(client, account, register) {
  try {
    const answer = await client.post('/api/login', { email: account.email, password: account.password });
    // 202: the second step (staff), a TOTP code of the account's secret
    if (answer?.next === 'second-factor') await client.post('/api/login/second-factor', { code: await freshTotpCode(account.email, account.totpSecret) });
  } catch (err) {
    if (!register || err.status !== 401) throw err;
    await client.post('/api/register', account);
  }
}

/**
 * Seeds through the gateway at `url`. `createStaff` makes the demo admin, associates and moderator (auth's
 * own CLI function), before any listing is approved so that live listings get an associate.
 * Returns how many listings it created per status.
 */
export async function seedDemo({ url, createStaff, log = () => {} }) {
  await createStaff({ ...DEMO_ACCOUNTS.admin, role: 'admin' });
  for (const who of ['associate', 'associate2', 'moderator']) await createStaff(DEMO_ACCOUNTS[who]);
  const seller = new ApiClient(url);
  await signIn(seller, DEMO_ACCOUNTS.seller, true);
  const admin = new ApiClient(url);
  await signIn(admin, DEMO_ACCOUNTS.admin, false);

  const photoSets = new Map();
  const counts = { pending: 0, approved: 0, rejected: 0, sold: 0, featured: 0 };
  for (const [i, car] of CARS.entries()) {
    const [make, model, trim, year, , , exterior, interior] = car;
    const bodyType = specsFor({ make, model, trim, year })?.bodyType;
    const suv = bodyType === 'suv' || bodyType === 'truck';
    const key = `${exterior}/${suv}`; // listings of one paint and shape share a photo set
    if (!photoSets.has(key)) photoSets.set(key, await uploadPhotos(seller, exterior, interior, suv));
    const created = await seller.post('/api/vehicles', listingFor(car, i, photoSets.get(key)));
    const status = plannedStatus(i);
    if (status !== 'pending') {
      await admin.patch(`/api/admin/vehicles/${created.id}/status`, { status: status === 'rejected' ? 'rejected' : 'approved', ...(status === 'rejected' ? { reason: 'Photos do not match the stated trim (demo)' } : {}) });
    }
    if (status === 'sold') await admin.patch(`/api/admin/vehicles/${created.id}/status`, { status: 'sold' });
    if (status === 'approved' && i % 7 === 0) {
      await admin.patch(`/api/admin/vehicles/${created.id}/featured`, { isFeatured: true });
      counts.featured++;
    }
    counts[status]++;
    if ((i + 1) % 10 === 0) log(`seeded ${i + 1}/${CARS.length} listings`);
  }
  counts.leads = await seedConversations(url, log);
  return counts;
}

/** A few buyer inquiries on live listings; the demo associate answers the first (the others wait, new). */
async function seedConversations(url, log) {
  const live = (await new ApiClient(url).get('/api/vehicles/recent')).slice(0, DEMO_INQUIRIES.length);
  for (const [i, q] of DEMO_INQUIRIES.entries()) {
    if (live[i]) await new ApiClient(url).post('/api/contact', { ...q, vehicleId: live[i].id });
  }
  const desk = new ApiClient(url);
  await signIn(desk, DEMO_ACCOUNTS.associate, false);
  // the inquiries reach the desk through listings' sales outbox: wait for them (a few seconds at most)
  let leads = [];
  for (let tries = 0; tries < 60 && leads.length < live.length; tries++) {
    leads = (await desk.get('/api/desk/leads')).leads;
    if (leads.length < live.length) await new Promise((r) => setTimeout(r, 500));
  }
  const first = leads.find((l) => l.buyer.email === DEMO_INQUIRIES[0].senderEmail);
  if (first) await desk.post(`/api/desk/leads/${first.id}/messages`, { body: 'Hi Riley, yes it is still available. Saturday at 10:00 works; I will confirm with the owner and send you the address.' });
  log(`seeded ${leads.length} sales leads`);
  return leads.length;
}

/**
 * Spreads the demo listings' ages over the last 80 days, as a marketplace that has been running looks
 * ("Listed 23 days ago", a few expiring within the reminder window), straight in the listings schema:
 * no API lets anyone backdate a listing. Sold ones keep within their 30 days on public pages.
 */
export async function ageDemoListings({ databaseUrl, schema = 'listings' }) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const sql of ageDemoStatements(schema)) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The statements of ageDemoListings, for a database reached some other way (compose's, through psql). */
export function ageDemoStatements(schema = 'listings') {
  const t = `"${schema}"."vehicles"`;
  return [
    `UPDATE ${t} SET "listed_at" = now() - make_interval(days => ("id" * 37) % 80, hours => "id" % 24),
      "created_at" = now() - make_interval(days => ("id" * 37) % 80 + 1, hours => "id" % 24) WHERE "status" IN ('approved', 'sold')`,
    `UPDATE ${t} SET "expires_at" = "listed_at" + interval '90 days' WHERE "status" = 'approved'`,
    `UPDATE ${t} SET "sold_at" = now() - make_interval(days => "id" % 20) WHERE "status" = 'sold'`,
  ];
}
