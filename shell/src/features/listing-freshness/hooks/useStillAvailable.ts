import { useSendTokenOnce } from '../../../shared/mailed-link-page/useSendTokenOnce';
import { confirmStillAvailable } from '../api/still-available-api';

/** Sends the mailed link's token once when the page opens (null: nothing is sent). */
export function useStillAvailable(token: string | null) {
  return useSendTokenOnce(token, confirmStillAvailable);
}
