// The drill's request mix (search 53 %, detail 35 %, create 6 %, upload 4 %, VIN decode 2 %) against a
// running platform with the demo data, as the demo seller. bench/faults and bench/capacity send exactly this.
import { Agent, request } from 'undici';
import { ApiClient } from '../../scripts/seed/api-client.mjs';
import { CARS } from '../../scripts/seed/demo-cars.mjs';
import { renderPhoto } from '../../scripts/seed/photos.mjs';
import { DEMO_ACCOUNTS, listingFor } from '../../scripts/seed/seed.mjs';
import { demoVin } from '../../scripts/seed/vin.mjs';

export const MIX_DESCRIPTION = 'search 53%, detail 35%, create 6%, upload 4%, VIN decode through the queue 2%';

/**
 * undici's request() over kept-alive connections, answering what load.mjs reads ({ status, text() }): fetch()
 * cost the load generator ~3 ms of CPU per request, which it took from the platform it measures on 2 cores.
 */
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });
async function send(url, { method = 'GET', headers, body, signal } = {}) {
  const res = await request(url, { method, headers, body, signal, dispatcher: agent });
  return { status: res.statusCode, text: () => res.body.text(), json: () => res.body.json() };
}

/** Signs the demo seller in and returns the mix plus the helpers the drills use besides it. */
export async function prepareDrillMix(base) {
  const seller = new ApiClient(base);
  await seller.post('/api/login', { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password });
  const smallPhoto = await renderPhoto('front', 'Silver');

  // the multipart body is encoded once: building a FormData per upload cost the load generator ~12 ms of CPU
  const boundary = '----drill-upload-boundary';
  const multipart = (bytes) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const smallPhotoBody = multipart(smallPhoto);

  async function uploadPhoto(bytes = smallPhoto, signal) {
    const body = bytes === smallPhoto ? smallPhotoBody : multipart(bytes);
    const res = await send(`${base}/api/media/images`, {
      method: 'POST', headers: { cookie: seller.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, body, signal,
    });
    const text = await res.text();
    return { res: { status: res.status, text: async () => text }, body: res.status === 201 ? JSON.parse(text) : undefined };
  }

  const photo = await uploadPhoto();
  const ids = (await seller.get('/api/vehicles/search?limit=60')).vehicles.map((v) => v.id);
  const makes = ['BMW', 'Porsche', 'Audi', 'Mercedes-Benz', 'Lexus'];
  const createBody = (i) => listingFor(CARS[i % CARS.length], i, [photo.body.url]);
  let k = 0;
  const mix = [
    { kind: 'search', weight: 53, idempotent: true, send: (signal) => send(`${base}/api/vehicles/search?make=${encodeURIComponent(makes[k++ % makes.length])}&sortBy=price_asc`, { signal }) },
    { kind: 'detail', weight: 35, idempotent: true, send: (signal) => send(`${base}/api/vehicles/${ids[k++ % ids.length]}`, { signal }) },
    {
      kind: 'create', weight: 6, idempotent: false,
      send: (signal) => send(`${base}/api/vehicles`, { method: 'POST', signal, headers: { cookie: seller.cookie, 'content-type': 'application/json' }, body: JSON.stringify(createBody(k++)) }),
    },
    { kind: 'upload', weight: 4, idempotent: false, send: async (signal) => (await uploadPhoto(smallPhoto, signal)).res },
    // a VIN decode goes through the BullMQ queue to a worker; a new VIN each time, so no stored result answers it
    { kind: 'vin', weight: 2, idempotent: true, send: (signal) => send(`${base}/api/vin/${demoVin('WBA', 2021, 100_000 + k++)}`, { signal, headers: { cookie: seller.cookie } }) },
  ];
  return { mix, seller, uploadPhoto, nextVin: () => demoVin('WBA', 2022, 900_000 + k++) };
}
