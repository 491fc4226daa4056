import { useMutation } from '@tanstack/react-query';
import { unsubscribeFromAlerts } from '../api/alerts-api';

/**
 * Sends the mailed link's token when the visitor presses Unsubscribe, never on opening the page: mail
 * scanners open links, and must not unsubscribe people (mail providers' one-click unsubscribe posts to
 * the API itself, through List-Unsubscribe-Post).
 */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromAlerts });
}
