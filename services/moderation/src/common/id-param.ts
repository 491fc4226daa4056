import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

/** `:id` path parameters: a positive whole number that fits the listings' serial ids. */
export const idParam = (label: string) =>
  z.object({
    id: z.string()
      .regex(/^\d{1,10}$/, `${label} id must be a positive whole number`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_INT4, `${label} id must be a positive whole number`),
  });

export const VehicleIdParam = idParam('Vehicle');
export const InquiryIdParam = idParam('Inquiry');
export type IdParam = z.infer<typeof VehicleIdParam>;
