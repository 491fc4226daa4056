import { UNSUBSCRIBE_TOKEN_PATTERN } from '@rl/contracts';
import { useLocation } from 'react-router-dom';
import { MailedLinkResultPage } from '../../../shared/mailed-link-page/MailedLinkResultPage';
import { useUnsubscribe } from '../hooks/useUnsubscribe';
import { MANAGE_ALERTS_PATH, UNSUBSCRIBE_COPY } from '../unsubscribe-copy';

/**
 * /unsubscribe?token=...: the link of an alert mail. Asks for one click (a mail scanner opening the link
 * stops nothing), then stops those alerts and says which; a link that cannot be used says so and points
 * to the dashboard, where alerts are managed.
 */
export default function UnsubscribePage() {
  const raw = new URLSearchParams(useLocation().search).get('token');
  const token = raw !== null && UNSUBSCRIBE_TOKEN_PATTERN.test(raw) ? raw : null;
  const unsubscribe = useUnsubscribe();
  return (
    <MailedLinkResultPage
      token={token}
      request={unsubscribe}
      copy={{ ...UNSUBSCRIBE_COPY, doneTitle: () => UNSUBSCRIBE_COPY.doneTitle }}
      exit={{ to: MANAGE_ALERTS_PATH, label: UNSUBSCRIBE_COPY.manage }}
      confirm={{ question: UNSUBSCRIBE_COPY.question, button: UNSUBSCRIBE_COPY.button }}
    />
  );
}
