import type { ContactMessage } from '@rl/contracts';
import type { PublicVehicle } from '@rl/contracts';
import { formatPrice, vehicleName } from '@rl/web-kit/vehicles';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  financing: boolean;
  tradeIn: boolean;
}

export type ContactField = keyof ContactValues;

type Named = Pick<PublicVehicle, 'year' | 'make' | 'model' | 'price'>;

/** Spec §5: first and last name, email, subject and message are required; phone is optional. */
const REQUIRED_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

/** Notices of spec §8 for the contact form (title, description). */
export const CONTACT_NOTICES = {
  missing: { title: 'Error', description: 'Please fill in all required fields.' },
  invalidEmail: { title: 'Error', description: 'Please enter a valid email address.' },
  invalidPhone: { title: 'Error', description: 'Please enter a valid phone number, or leave it empty.' },
  failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  sent: (v: Named) => ({
    title: 'Thank You!',
    description: `Thanks for reaching out about the ${vehicleName(v)}! The seller will be in touch soon.`,
  }),
};

const defaultSubject = (v: Named) => `Interested in your ${vehicleName(v)}`;

const defaultMessage = (v: Named) =>
  `Hi, I'm interested in your ${vehicleName(v)} listed at ${formatPrice(v.price)}. Is it still available? I'd like to learn more and discuss next steps.`;

export function contactDefaults(v: Named): ContactValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    subject: defaultSubject(v),
    message: defaultMessage(v),
    financing: false,
    tradeIn: false,
  };
}

/** Required fields left empty. */
export function missingFields(values: ContactValues): ContactField[] {
  return REQUIRED_FIELDS.filter((f) => String(values[f]).trim() === '');
}

/** A plausible e-mail address (the server checks it properly). */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** The POST /api/contact body (spec §3 contact message). */
export function contactPayload(vehicleId: number, values: ContactValues): ContactMessage {
  const first = values.firstName.trim();
  const last = values.lastName.trim();
  const phone = values.phone.trim();
  return {
    vehicleId,
    senderName: `${first} ${last}`,
    senderFirstName: first,
    senderLastName: last,
    senderEmail: values.email.trim(),
    ...(phone ? { senderPhone: phone } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
    isFinancingInterest: values.financing,
    isTradeInInterest: values.tradeIn,
  };
}
