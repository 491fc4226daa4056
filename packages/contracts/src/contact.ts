import { z } from 'zod';
import { isPhoneNumber } from './phone.js';
import { multiLine, singleLine } from './text.js';

const missingOr = (label: string) => (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be text`;

// Names and the subject go into mail headers and one-line displays: no control characters at all (a CR/LF
// there would also stop the mails); the message may hold line breaks.
const required = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  z.string({ error: missingOr(label) }).trim().min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`).refine(...(lines === 'single' ? singleLine(label) : multiLine(label)));

/** An optional one-line text field: absent, null and '' all mean "not given". */
const optional = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .refine(...singleLine(label)).nullish().transform((v) => (v ? v : undefined));

/** POST /api/contact (spec §3 contact message, §5 rules). Stored as an inquiry for the sales team. */
export const ContactMessageSchema = z.strictObject({
  /** a positive whole number, as a JSON number or a digit string */
  vehicleId: z.union([z.number(), z.string().regex(/^\d{1,10}$/, 'vehicleId must be a number')], { error: missingOr('vehicleId') })
    .transform(Number)
    .pipe(z.number().int('vehicleId must be a whole number').positive('vehicleId must be a positive number').max(2_147_483_647, 'vehicleId is too large')),
  senderName: optional('Name', 201),
  senderFirstName: required('First name', 100),
  senderLastName: required('Last name', 100),
  senderEmail: z.string({ error: missingOr('Email') }).trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Email must be a valid email address')),
  senderPhone: z.string({ error: 'Phone must be text' }).trim().max(30, 'Phone must be at most 30 characters')
    .refine((v) => v === '' || isPhoneNumber(v), 'Phone must be a valid phone number')
    .nullish().transform((v) => (v ? v : undefined)),
  subject: required('Subject', 200),
  message: required('Message', 5000, 'multi'),
  isFinancingInterest: z.boolean({ error: 'isFinancingInterest must be true or false' }).nullish().transform((v) => v ?? false),
  isTradeInInterest: z.boolean({ error: 'isTradeInInterest must be true or false' }).nullish().transform((v) => v ?? false),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;
export type ContactMessageData = z.output<typeof ContactMessageSchema>;

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
