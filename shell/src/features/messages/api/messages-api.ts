import {
  BuyerThreadSchema, BuyerThreadsResponseSchema, ConversationMessageSchema, SALES_API,
  type BuyerThread, type BuyerThreadsResponse, type ConversationMessage,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

/** Where a thread is read and answered: the signed-in buyer's own (by id) or a mail's signed link (by token). */
export type ThreadRef = { kind: 'mine'; id: number } | { kind: 'link'; token: string };

const pathOf = (ref: ThreadRef) => (ref.kind === 'mine' ? SALES_API.myThread(ref.id) : SALES_API.conversation(ref.token));

export const messagesKeys = {
  list: () => [SALES_API.myMessages] as const,
  thread: (ref: ThreadRef) => [pathOf(ref)] as const,
};

export const fetchMyThreads = async (): Promise<BuyerThreadsResponse> => BuyerThreadsResponseSchema.parse(await getJson<unknown>(SALES_API.myMessages));

export const fetchThread = async (ref: ThreadRef): Promise<BuyerThread> => BuyerThreadSchema.parse(await getJson<unknown>(pathOf(ref)));

export const answerThread = async (ref: ThreadRef, body: string): Promise<ConversationMessage> =>
  ConversationMessageSchema.parse(await apiJson<unknown>('POST', pathOf(ref), { body }));
