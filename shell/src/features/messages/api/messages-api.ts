import {
  BuyerThreadSchema, BuyerThreadsResponseSchema, ConversationMessageSchema, type BuyerThread, type BuyerThreadsResponse, type ConversationMessage, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

/**
 * Where a thread is read and answered: the signed-in buyer's own (by id) or a mail's signed link (by
 * token, sent in the query or the body, never the path).
 */
export type ThreadRef = { kind: 'mine'; id: number } | { kind: 'link'; token: string };

const readPath = (ref: ThreadRef) => (ref.kind === 'mine' ? API.myThread(ref.id) : `${API.conversation}?token=${encodeURIComponent(ref.token)}`);

/** The thread's event stream (server-sent events). */
export const eventsPath = (ref: ThreadRef) =>
  (ref.kind === 'mine' ? API.myEvents : `${API.conversationEvents}?token=${encodeURIComponent(ref.token)}`);

export const messagesKeys = {
  list: () => [API.myMessages] as const,
  thread: (ref: ThreadRef) => [ref.kind === 'mine' ? API.myThread(ref.id) : API.conversation, ref] as const,
};

export const fetchMyThreads = async (): Promise<BuyerThreadsResponse> => BuyerThreadsResponseSchema.parse(await getJson<unknown>(API.myMessages));

export const fetchThread = async (ref: ThreadRef): Promise<BuyerThread> => BuyerThreadSchema.parse(await getJson<unknown>(readPath(ref)));

export const answerThread = async (ref: ThreadRef, body: string): Promise<ConversationMessage> =>
  ConversationMessageSchema.parse(ref.kind === 'mine'
    ? await apiJson<unknown>('POST', API.myThread(ref.id), { body })
    : await apiJson<unknown>('POST', API.conversation, { token: ref.token, body }));
