import { STILL_AVAILABLE_TOKEN_PATTERN } from '@rl/contracts';
import { apiErrorBody, Button, ButtonLink, describeError, isHttpError } from '@rl/web-kit';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { NarrowPage } from '../../../shared/ui/NarrowPage';
import { useStillAvailable } from '../hooks/useStillAvailable';
import { STILL_AVAILABLE_COPY as COPY } from '../still-available-copy';

/** The server refused the token itself (a 400 naming `token`), as opposed to failing to answer. */
function isBadToken(error: unknown): boolean {
  return isHttpError(error) && error.status === 400 && !!apiErrorBody(error)?.fields?.some((f) => f.field === 'token');
}

/**
 * /still-available?token=...: the expiry reminder's one-click link. Confirms the listing once when the page
 * opens and says until when it stays on sale; a link that cannot be used says why and points to the dashboard.
 */
export default function StillAvailablePage() {
  const raw = new URLSearchParams(useLocation().search).get('token');
  const token = raw !== null && STILL_AVAILABLE_TOKEN_PATTERN.test(raw) ? raw : null;
  const confirm = useStillAvailable(token);
  const dashboard = (
    <ButtonLink to="/dashboard" $variant="outline" $size="lg" $block>
      {COPY.dashboard}
    </ButtonLink>
  );

  if (token !== null && (confirm.isIdle || confirm.isPending)) {
    return (
      <NarrowPage title={COPY.title}>
        <Waiting role="status">{COPY.working}</Waiting>
      </NarrowPage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <NarrowPage title={COPY.doneTitle(confirm.data)}>
        <FormMessage tone="success">{COPY.done(confirm.data)}</FormMessage>
        <Hint>{COPY.doneHint}</Hint>
        <ButtonLink to={`/vehicles/${confirm.data.vehicleId}`} $variant="primary" $size="lg" $block>
          {COPY.seeListing}
        </ButtonLink>
        {dashboard}
      </NarrowPage>
    );
  }
  const conflict = isHttpError(confirm.error) && confirm.error.status === 409;
  if (token !== null && !isBadToken(confirm.error)) {
    return (
      <NarrowPage title={COPY.title}>
        <FormMessage tone="danger">{describeError(confirm.error)}</FormMessage>
        {/* a 409 is the listing's state (sold, changed): trying again would answer the same */}
        {!conflict && (
          <Button type="button" $variant="primary" $size="lg" $block onClick={() => confirm.mutate(token)}>
            {COPY.retry}
          </Button>
        )}
        {dashboard}
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title={COPY.title}>
      <FormMessage tone="danger">{COPY.badLink}</FormMessage>
      {dashboard}
    </NarrowPage>
  );
}

const Waiting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;
