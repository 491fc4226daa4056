import { DELETED_USER_NAME, type ConversationMessage, type LeadStatus, type LeadSummary } from '@rl/contracts';

/** A lead as the store selects it (LEAD_COLUMNS), with its last message. */
export interface LeadRow {
  id: string;
  inquiryId: number;
  listingId: number | null;
  vehicle: { id: number; title: string; price: number | null; photo: string | null } | null;
  associateId: string | null;
  buyerUserId: string | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  subject: string;
  status: LeadStatus;
  firstResponseAt: Date | string | null;
  firstResponseDueAt: Date | string;
  createdAt: Date | string;
  lastAuthor: 'buyer' | 'associate';
  lastBody: string;
  lastAt: Date | string;
}

export interface MessageRow {
  id: string;
  author: 'buyer' | 'associate';
  authorName: string;
  body: string;
  via: 'web' | 'mail';
  createdAt: Date | string;
}

export const LEAD_COLUMNS = `l."id", l."inquiry_id" AS "inquiryId", l."listing_id" AS "listingId", l."vehicle", l."associate_id" AS "associateId",
  l."buyer_user_id" AS "buyerUserId", l."buyer_name" AS "buyerName", l."buyer_email" AS "buyerEmail", l."buyer_phone" AS "buyerPhone",
  l."subject", l."status", l."first_response_at" AS "firstResponseAt", l."first_response_due_at" AS "firstResponseDueAt", l."created_at" AS "createdAt",
  last."author" AS "lastAuthor", last."body" AS "lastBody", last."created_at" AS "lastAt"`;

/** The newest message of lead `l`, joined as `last`. */
export const LAST_MESSAGE_JOIN = (schema: string) => `CROSS JOIN LATERAL (
  SELECT m."author", m."body", m."created_at" FROM ${schema}."messages" m WHERE m."lead_id" = l."id" ORDER BY m."id" DESC LIMIT 1
) last`;

export const MESSAGE_COLUMNS = `m."id", m."author", m."author_name" AS "authorName", m."body", m."via", m."created_at" AS "createdAt"`;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toLeadSummary(r: LeadRow): LeadSummary {
  const firstResponse = r.firstResponseAt === null ? null : Math.round((new Date(r.firstResponseAt).getTime() - new Date(r.createdAt).getTime()) / 1000);
  return {
    id: Number(r.id),
    status: r.status,
    vehicle: r.vehicle,
    buyer: { name: r.buyerName, email: r.buyerEmail, phone: r.buyerPhone },
    subject: r.subject,
    associateId: r.associateId,
    lastMessage: { author: r.lastAuthor, body: r.lastBody, createdAt: iso(r.lastAt) },
    createdAt: iso(r.createdAt),
    firstResponseSeconds: firstResponse,
    dueAt: r.firstResponseAt === null ? iso(r.firstResponseDueAt) : null,
    overdue: r.firstResponseAt === null && new Date(r.firstResponseDueAt).getTime() < Date.now(),
  };
}

export function toMessage(r: MessageRow): ConversationMessage {
  return { id: Number(r.id), author: r.author, authorName: r.authorName || DELETED_USER_NAME, body: r.body, via: r.via, createdAt: iso(r.createdAt) };
}
