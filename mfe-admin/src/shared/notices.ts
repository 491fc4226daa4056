import { destructiveNotice, type ToastInput } from '@rl/web-kit';

/** Spec §7/§8: a status change went through. */
export const STATUS_UPDATED: ToastInput = {
  title: 'Success',
  description: 'Vehicle status updated successfully',
};

/** Spec §8: any failure of a status change other than 401 (and 409, which shows the server's reason). */
export const STATUS_UPDATE_FAILED = destructiveNotice('Error', 'Failed to update vehicle status');

export const FEATURED_UPDATE_FAILED = destructiveNotice('Error', 'Failed to update the featured flag');

export const INQUIRY_UPDATE_FAILED = destructiveNotice('Error', 'Failed to update the inquiry');
