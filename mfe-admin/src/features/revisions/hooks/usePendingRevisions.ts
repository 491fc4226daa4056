import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPendingRevisions, revisionKeys } from '../api/revisions-api';

/** One page of the changes waiting for review, oldest first, and their total. */
export const usePendingRevisions = (page = 1) =>
  useQuery({ queryKey: revisionKeys.pending(page), queryFn: () => fetchPendingRevisions(page), placeholderData: keepPreviousData });
