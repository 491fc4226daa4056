import { UNSUBSCRIBE_TOKEN_PATTERN } from '@rl/contracts';
import { apiErrorBody, Button, ButtonLink, describeError, isHttpError } from '@rl/web-kit';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { NarrowPage } from '../../../shared/ui/NarrowPage';
import { useUnsubscribe } from '../hooks/useUnsubscribe';
import { MANAGE_ALERTS_PATH, UNSUBSCRIBE_COPY } from '../unsubscribe-copy';

/** The server refused the token itself (a 400 naming `token`), as opposed to failing to answer. */
function isBadToken(error: unknown): boolean {
  return isHttpError(error) && error.status === 400 && !!apiErrorBody(error)?.fields?.some((f) => f.field === 'token');
}

/**
 * /unsubscribe?token=...: the link of an alert mail. Stops those alerts once when the page opens and
 * says which; a link that cannot be used says so and points to the dashboard, where alerts are managed.
 */
export default function UnsubscribePage() {
  const raw = new URLSearchParams(useLocation().search).get('token');
  const token = raw !== null && UNSUBSCRIBE_TOKEN_PATTERN.test(raw) ? raw : null;
  const unsubscribe = useUnsubscribe(token);
  const manage = (
    <ButtonLink to={MANAGE_ALERTS_PATH} $variant="outline" $size="lg" $block>
      {UNSUBSCRIBE_COPY.manage}
    </ButtonLink>
  );

  if (token !== null && (unsubscribe.isIdle || unsubscribe.isPending)) {
    return (
      <NarrowPage title={UNSUBSCRIBE_COPY.title}>
        <Waiting role="status">{UNSUBSCRIBE_COPY.working}</Waiting>
      </NarrowPage>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NarrowPage title={UNSUBSCRIBE_COPY.doneTitle}>
        <FormMessage tone="success">{UNSUBSCRIBE_COPY.done(unsubscribe.data)}</FormMessage>
        <Hint>{UNSUBSCRIBE_COPY.doneHint}</Hint>
        {manage}
      </NarrowPage>
    );
  }
  if (token !== null && !isBadToken(unsubscribe.error)) {
    // not the link's fault (the service is down, say): the same link can be tried again
    return (
      <NarrowPage title={UNSUBSCRIBE_COPY.title}>
        <FormMessage tone="danger">{describeError(unsubscribe.error)}</FormMessage>
        <Button type="button" $variant="primary" $size="lg" $block onClick={() => unsubscribe.mutate(token)}>
          {UNSUBSCRIBE_COPY.retry}
        </Button>
        {manage}
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title={UNSUBSCRIBE_COPY.title}>
      <FormMessage tone="danger">{UNSUBSCRIBE_COPY.badLink}</FormMessage>
      {manage}
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
