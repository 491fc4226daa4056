import { type UnsubscribeResult, API } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/alerts/unsubscribe: stops the alerts an alert mail's token stands for (no session needed). */
export function unsubscribeFromAlerts(token: string): Promise<UnsubscribeResult> {
  return apiJson<UnsubscribeResult>('POST', API.alertsUnsubscribe, { token });
}
