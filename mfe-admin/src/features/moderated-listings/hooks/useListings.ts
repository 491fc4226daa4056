import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchListings, type ListedStatus } from '../../../shared/api/admin-api';

/** One page of the listings in a status, newest first. */
export const useListings = (status: ListedStatus, page: number) =>
  useQuery({ queryKey: adminKeys.list(status, page), queryFn: () => fetchListings(status, page), placeholderData: keepPreviousData });
