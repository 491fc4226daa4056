import { API } from '@rl/contracts';

/** The calls a screen made, without the header's own read of the unread count (every signed-in page makes it). */
export const screenCalls = (fetch: jest.Mock): unknown[][] => fetch.mock.calls.filter(([url]) => url !== API.unread);
