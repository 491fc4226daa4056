import { API } from '@rl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setInquiryHandled } from '../../../shared/api/admin-api';
import { reportAdminError } from '../../../shared/api/admin-errors';
import { INQUIRY_UPDATE_FAILED } from '../../../shared/notices';

/** PATCH {handled}, then refresh the inbox. */
export function useInquiryHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, handled }: { inquiryId: number; handled: boolean }) => setInquiryHandled(inquiryId, handled),
    onSuccess: () => client.invalidateQueries({ queryKey: [API.adminInquiries] }),
    onError: (error) => {
      reportAdminError(error, INQUIRY_UPDATE_FAILED);
    },
  });
}
