import {
  API, LeadNoteSchema, OwnerVehicleSchema, type LeadNote, type OwnerVehicle, AssignmentResultSchema, DeskSellerThreadSchema, SellerMessageSchema, type DeskSellerThread, type SellerMessage, DeskAssignmentsSchema, type AssignmentResult, type DeskAssignments, ConversationMessageSchema, DeskLeadsResponseSchema, LeadDetailSchema, DESK_FILTERS, type ConversationMessage, type DeskLeadsResponse, type LeadDetail, type LeadStatus,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../shared/api/checked-answer';

export const DESK_PAGE_SIZE = 20;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export const deskKeys = {
  leads: (filter: DeskFilter, status: LeadStatus | undefined, page: number) => [API.deskLeads, { filter, status, page }] as const,
  lead: (id: number) => [API.deskLead(id)] as const,
  assignments: [API.deskAssignments] as const,
  sellerThread: (listingId: number) => [API.deskSellerThread(listingId)] as const,
  listing: (listingId: number) => [API.vehicle(listingId), 'desk'] as const,
};

/** GET /api/vehicles/{id}: the staff's full view of the listing, with its price guidance; null when it is gone. */
export async function fetchListingFacts(listingId: number): Promise<OwnerVehicle | null> {
  const body = await getJson<unknown>(API.vehicle(listingId)).catch((err: unknown) => {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  });
  return body === null ? null : checkedAnswer(OwnerVehicleSchema, API.vehicle(listingId), body);
}

/** POST /api/desk/leads/{id}/notes: a staff-only note. */
export const addNote = async (leadId: number, body: string): Promise<LeadNote> =>
  checkedAnswer(LeadNoteSchema, API.deskLeadNotes(leadId), await apiJson<unknown>('POST', API.deskLeadNotes(leadId), { body }));

/** GET /api/desk/listings/{id}/seller-thread: the thread with the listing's seller, with their contact details. */
export const fetchSellerThread = async (listingId: number): Promise<DeskSellerThread> =>
  checkedAnswer(DeskSellerThreadSchema, API.deskSellerThread(listingId), await getJson<unknown>(API.deskSellerThread(listingId)));

/** POST /api/desk/listings/{id}/seller-thread: a message to the seller (mailed to them). */
export const messageSeller = async (listingId: number, body: string): Promise<SellerMessage> =>
  checkedAnswer(SellerMessageSchema, API.deskSellerThread(listingId), await apiJson<unknown>('POST', API.deskSellerThread(listingId), { body }));

/** GET /api/desk/assignments: the associates with their open leads, what waits unassigned. */
export const fetchAssignments = async (): Promise<DeskAssignments> =>
  checkedAnswer(DeskAssignmentsSchema, API.deskAssignments, await getJson<unknown>(API.deskAssignments));

/** POST /api/desk/leads/{id}/associate or /api/desk/listings/{id}/associate (admins). */
export async function reassign(what: 'lead' | 'listing', id: number, associateId: string): Promise<AssignmentResult> {
  const path = what === 'lead' ? API.deskLeadAssociate(id) : API.deskListingAssociate(id);
  return checkedAnswer(AssignmentResultSchema, path, await apiJson<unknown>('POST', path, { associateId }));
}

/** GET /api/desk/leads: newest activity first. */
export async function fetchLeads(filter: DeskFilter, status: LeadStatus | undefined, page: number): Promise<DeskLeadsResponse> {
  const params = new URLSearchParams({ filter, page: String(page), limit: String(DESK_PAGE_SIZE), ...(status ? { status } : {}) });
  const body = await getJson<unknown>(`${API.deskLeads}?${params}`);
  return body === null ? { leads: [], total: 0, page, limit: DESK_PAGE_SIZE } : checkedAnswer(DeskLeadsResponseSchema, API.deskLeads, body);
}

/** GET /api/desk/leads/{id}: the lead with its whole thread. */
export const fetchLead = async (id: number): Promise<LeadDetail> =>
  checkedAnswer(LeadDetailSchema, API.deskLead(id), await getJson<unknown>(API.deskLead(id)));

/** POST /api/desk/leads/{id}/messages: the associate's answer (mailed to the buyer). */
export const answerLead = async (id: number, body: string): Promise<ConversationMessage> =>
  checkedAnswer(ConversationMessageSchema, API.deskLeadMessages(id), await apiJson<unknown>('POST', API.deskLeadMessages(id), { body }));

/** POST /api/desk/leads/{id}/take: the caller takes an unassigned or overdue lead. */
export const takeLead = async (id: number): Promise<AssignmentResult> =>
  checkedAnswer(AssignmentResultSchema, API.deskLeadTake(id), await apiJson<unknown>('POST', API.deskLeadTake(id)));
