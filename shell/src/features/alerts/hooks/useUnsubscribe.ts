import { useSendTokenOnce } from '../../../shared/mailed-link-page/useSendTokenOnce';
import { unsubscribeFromAlerts } from '../api/alerts-api';

/** Sends the mailed link's token once when the page opens (null: nothing is sent). */
export function useUnsubscribe(token: string | null) {
  return useSendTokenOnce(token, unsubscribeFromAlerts);
}
