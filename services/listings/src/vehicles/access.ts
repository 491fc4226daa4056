import { z } from 'zod';
import { STAFF_ROLES, type Identity } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import type { VehicleRow } from './vehicle-columns.js';

/** `:id` route parameter: a positive whole number that fits the serial column. */
export const IdParamSchema = z.object({
  id: z.string().regex(/^\d{1,10}$/, 'id must be a positive whole number').transform(Number)
    .pipe(z.number().int().min(1, 'id must be a positive whole number').max(2_147_483_647, 'id must be a positive whole number')),
});
export type IdParam = z.infer<typeof IdParamSchema>;

/** A signed-in person (service identities are not people). */
export const personOf = (identity: Identity | undefined): Identity | undefined =>
  identity && identity.role !== 'service' ? identity : undefined;

export const isAdmin = (identity: Identity | undefined) => identity?.role === 'admin';
/** Staff of the platform (associates, moderators, admins) read every listing in full. */
export const isStaff = (identity: Identity | undefined) => (STAFF_ROLES as readonly string[]).includes(identity?.role ?? '');
export const isOwner = (identity: Identity | undefined, v: Pick<VehicleRow, 'userId'>) =>
  !!identity && identity.role !== 'service' && identity.userId === v.userId;

export const notFound = () => apiError(404, 'Vehicle not found');
