import { STILL_AVAILABLE_TOKEN_PATTERN } from '@rl/contracts';
import { ButtonLink, isHttpError } from '@rl/web-kit';
import { useLocation } from 'react-router-dom';
import { MailedLinkResultPage } from '../../../shared/mailed-link-page/MailedLinkResultPage';
import { useStillAvailable } from '../hooks/useStillAvailable';
import { STILL_AVAILABLE_COPY as COPY } from '../still-available-copy';
import { PAGES } from '@rl/contracts/pages';

/** A 409 is the listing's state (sold, changed): trying again would answer the same. */
const isWorthRetrying = (error: unknown) => !(isHttpError(error) && error.status === 409);

/**
 * /still-available?token=...: the expiry reminder's one-click link. Confirms the listing once when the page
 * opens and says until when it stays on sale; a link that cannot be used says why and points to the dashboard.
 */
export default function StillAvailablePage() {
  const raw = new URLSearchParams(useLocation().search).get('token');
  const token = raw !== null && STILL_AVAILABLE_TOKEN_PATTERN.test(raw) ? raw : null;
  const confirm = useStillAvailable(token);
  return (
    <MailedLinkResultPage
      token={token}
      request={confirm}
      copy={COPY}
      exit={{ to: PAGES.dashboard, label: COPY.dashboard }}
      canRetry={isWorthRetrying}
      doneLinks={(result) => (
        <ButtonLink to={PAGES.vehicle(result.vehicleId)} $variant="primary" $size="lg" $block>
          {COPY.seeListing}
        </ButtonLink>
      )}
    />
  );
}
