import { z } from 'zod';

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** POST /api/contact (spec §3 contact message, §5 rules). Stored as an inquiry for the sales team. */
export const ContactMessageSchema = z.strictObject({
  vehicleId: z.coerce.number({ error: 'vehicleId must be a number' }).int().positive(),
  senderName: z.string().trim().max(201).optional(),
  senderFirstName: required('First name', 100),
  senderLastName: required('Last name', 100),
  senderEmail: z.string({ error: 'Email is required' }).trim().max(254).pipe(z.email('Email must be a valid email address')),
  senderPhone: z.string().trim().max(30).regex(/^(\+?[\d\s().-]{7,30})?$/, 'Phone must be a valid phone number').optional(),
  subject: required('Subject', 200),
  message: required('Message', 5000),
  isFinancingInterest: z.boolean().optional().default(false),
  isTradeInInterest: z.boolean().optional().default(false),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;

export const InquirySchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleTitle: z.string().nullable(),
  senderName: z.string(),
  senderEmail: z.string(),
  senderPhone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  isFinancingInterest: z.boolean(),
  isTradeInInterest: z.boolean(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof InquirySchema>;
