import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationRequest } from '@rl/contracts';

export interface FakePeer {
  url: string;
  /** bodies received, in order */
  received: { path: string; body: unknown }[];
  /** answer this status instead of the normal answer (null: normal) */
  failWith: number | null;
  stop(): Promise<void>;
}

async function fakeServer(answer: (path: string, body: unknown) => [number, unknown]): Promise<FakePeer> {
  const peer: FakePeer = { url: '', received: [], failWith: null, stop: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      const path = req.url ?? '';
      const [status, out] = peer.failWith ? [peer.failWith, { statusCode: peer.failWith }] : answer(path, body);
      if (!peer.failWith) peer.received.push({ path, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.stop = () => new Promise((r) => server.close(() => r()));
  return peer;
}

/** The notifications service as auth sees it: accepts every request (each dedupe key once). */
export async function fakeNotifications(): Promise<FakePeer & { requests(): NotificationRequest[] }> {
  const seen = new Set<string>();
  const peer = await fakeServer((_path, body) => {
    const key = (body as NotificationRequest).dedupeKey;
    const duplicate = seen.has(key);
    seen.add(key);
    return [202, { id: '1', duplicate }];
  });
  return Object.assign(peer, { requests: () => peer.received.map((r) => r.body as NotificationRequest) });
}

/** listings' user-data and erase routes. */
export function fakeListings(): Promise<FakePeer> {
  return fakeServer((path) => {
    if (path.includes('/erase')) return [200, { listingsRemoved: 2, inquiriesAnonymised: 1 }];
    return [200, {
      listings: [{ id: 5, make: 'BMW', model: 'M3' }], inquiriesSent: [{ id: 9, subject: 'Hello' }],
      savedSearches: [{ id: 3, name: 'M3s', filters: { make: 'BMW', model: 'M3' }, frequency: 'daily', paused: false, createdAt: '2026-11-01T10:00:00.000Z' }],
      savedVehicles: [5, 7],
    }];
  });
}

/** sales' user-data and erase routes (conversations in the export, "Deleted user" on deletion). */
export function fakeSales(): Promise<FakePeer> {
  return fakeServer((path) => {
    if (path.includes('/erase')) return [200, { leadsAnonymised: 1, messagesAnonymised: 2 }];
    return [200, { conversations: [{ kind: 'buyer', id: 11, vehicle: { id: 5, title: '2021 BMW M3' }, messages: [{ author: 'buyer', body: 'Hi', via: 'web', createdAt: '2026-11-01T10:00:00.000Z' }] }] }];
  });
}
