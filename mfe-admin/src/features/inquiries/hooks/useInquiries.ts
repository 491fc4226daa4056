import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchInquiries } from '../../../shared/api/admin-api';

/** One page of the inbox, newest first; optionally only the unhandled messages. */
export const useInquiries = (page: number, unhandledOnly: boolean) =>
  useQuery({
    queryKey: adminKeys.inquiries(page, unhandledOnly),
    queryFn: () => fetchInquiries(page, unhandledOnly),
    placeholderData: keepPreviousData,
  });
