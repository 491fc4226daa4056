import { z } from 'zod';

/**
 * A lead's stage in the sales pipeline (services/sales): from the buyer's first message to the sold car, or
 * lost with a reason. ONE transition table, read by the server (a move it forbids answers 409 with the
 * reason) and by the desk (which moves it offers).
 */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'viewing', 'offer', 'accepted', 'deposit', 'sold', 'lost'] as const;
export const LeadStageSchema = z.enum(LEAD_STAGES, { error: `stage must be one of: ${LEAD_STAGES.join(', ')}` });
export type LeadStage = z.infer<typeof LeadStageSchema>;

/** The stages of an open lead, in pipeline order (the desk board's columns); `sold` and `lost` are closed. */
export const OPEN_LEAD_STAGES = ['new', 'contacted', 'qualified', 'viewing', 'offer', 'accepted', 'deposit'] as const satisfies readonly LeadStage[];
export const CLOSED_LEAD_STAGES = ['sold', 'lost'] as const satisfies readonly LeadStage[];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  viewing: 'Viewing',
  offer: 'Offer',
  accepted: 'Accepted',
  deposit: 'Deposit',
  sold: 'Sold',
  lost: 'Lost',
};

export const LOST_REASONS = ['not_serious', 'financing_failed', 'bought_elsewhere', 'car_sold', 'seller_withdrew'] as const;
export const LostReasonSchema = z.enum(LOST_REASONS, { error: `lostReason must be one of: ${LOST_REASONS.join(', ')}` });
export type LostReason = z.infer<typeof LostReasonSchema>;
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  not_serious: 'Not serious',
  financing_failed: 'Financing failed',
  bought_elsewhere: 'Bought elsewhere',
  car_sold: 'Car sold to another buyer',
  seller_withdrew: 'Seller withdrew',
};

/**
 * How a stage is reached. `desk`: the associate moves the lead there by hand; otherwise only the action named
 * sets it (recording an offer, the seller's or the buyer's acceptance, a deposit, the sale), never a bare move.
 */
export const LEAD_STAGE_SET_BY: Record<LeadStage, 'desk' | 'offer' | 'acceptance' | 'deposit' | 'sale'> = {
  new: 'desk',
  contacted: 'desk',
  qualified: 'desk',
  viewing: 'desk',
  offer: 'offer',
  accepted: 'acceptance',
  deposit: 'deposit',
  sold: 'sale',
  lost: 'desk',
};

const SET_BY_TEXT = {
  offer: 'recording an offer',
  acceptance: 'an accepted offer',
  deposit: 'recording the deposit',
  sale: 'recording the sale',
} as const;

/**
 * The transition table: from each stage, the stages a lead may move to. A lead may always be lost (with a
 * reason) until it is sold; `sold` and `lost` are final. Going back one step is allowed where a deal can
 * fall through (an offer declined or expired: back to viewing or qualified; an accepted offer withdrawn:
 * back to offer).
 */
export const LEAD_TRANSITIONS: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'qualified', 'lost'],
  contacted: ['qualified', 'viewing', 'offer', 'lost'],
  qualified: ['contacted', 'viewing', 'offer', 'lost'],
  viewing: ['qualified', 'offer', 'lost'],
  offer: ['qualified', 'viewing', 'offer', 'accepted', 'lost'],
  accepted: ['offer', 'deposit', 'sold', 'lost'],
  deposit: ['sold', 'lost'],
  sold: [],
  lost: [],
};

export type StageMoveCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a lead at `from` may move to `to`; `by` is what moves it (`desk`: a bare move by an associate).
 * The reason is the 409's message.
 */
export function checkStageMove(from: LeadStage, to: LeadStage, by: 'desk' | 'offer' | 'acceptance' | 'deposit' | 'sale' = 'desk'): StageMoveCheck {
  const label = (s: LeadStage) => LEAD_STAGE_LABELS[s].toLowerCase();
  if (from === 'sold' || from === 'lost') return { ok: false, reason: `This lead is ${label(from)}: its stage no longer changes.` };
  if (from === to && to !== 'offer') return { ok: false, reason: `This lead is already at ${label(to)}.` };
  if (by === 'desk' && LEAD_STAGE_SET_BY[to] !== 'desk') {
    return { ok: false, reason: `A lead moves to ${label(to)} by ${SET_BY_TEXT[LEAD_STAGE_SET_BY[to] as keyof typeof SET_BY_TEXT]}, not by hand.` };
  }
  if (!LEAD_TRANSITIONS[from].includes(to)) {
    const allowed = LEAD_TRANSITIONS[from].map(label).join(', ');
    return { ok: false, reason: `A lead at ${label(from)} cannot move to ${label(to)} (from ${label(from)}: ${allowed}).` };
  }
  return { ok: true };
}

/** Days without any activity (message, note, offer, stage change) after which a lead is marked stale. */
export const STALE_AFTER_DAYS = 3;

/** POST /api/desk/leads/{id}/stage: a move by hand; `lostReason` is required when (and only when) the stage is `lost`. */
export const StageMoveSchema = z.strictObject({
  stage: LeadStageSchema,
  lostReason: LostReasonSchema.optional(),
}).superRefine((v, ctx) => {
  if (v.stage === 'lost' && !v.lostReason) ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'lostReason is required to mark a lead lost' });
  if (v.stage !== 'lost' && v.lostReason) ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'lostReason is only for a lost lead' });
});
export type StageMove = z.infer<typeof StageMoveSchema>;
