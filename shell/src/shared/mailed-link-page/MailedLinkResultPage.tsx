import { Button, ButtonLink, describeError, mutedText } from '@rl/web-kit';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormMessage } from '../forms/FormMessage';
import { tokenProblem } from '../mailed-links';
import { NarrowPage } from '../ui/NarrowPage';

interface MailedLinkCopy<T> {
  /** the page's title while working, on a failure and for a link that cannot be used */
  title: string;
  working: string;
  doneTitle: (result: T) => string;
  done: (result: T) => string;
  doneHint: string;
  badLink: string;
  retry: string;
}

interface MailedLinkResultPageProps<T> {
  /** the link's token, null when it is missing or mangled (then nothing was sent) */
  token: string | null;
  /** the request that sent the token when the page opened */
  request: UseMutationResult<T, Error, string>;
  copy: MailedLinkCopy<T>;
  /** the way on under every outcome (a link to where the matter is managed) */
  exit: { to: string; label: string };
  /** more links of the outcome, above the way on */
  doneLinks?: (result: T) => ReactNode;
  /** false when sending the same link again would answer the same; true when unset */
  canRetry?: (error: unknown) => boolean;
  /**
   * Ask for one click before sending (the request is then not sent when the page opens): a mail
   * scanner that opens the link must not act on it.
   */
  confirm?: { question: string; button: string };
}

/**
 * The page a one-click link of a mail opens: working, then the outcome; a failure the link is not to
 * blame for (the service is down, say) offers to try the same link again, a link the server refused
 * says so. Every outcome ends with the way on.
 */
export function MailedLinkResultPage<T>({ token, request, copy, exit, doneLinks, canRetry, confirm }: MailedLinkResultPageProps<T>) {
  const exitLink = (
    <ButtonLink to={exit.to} $variant="outline" $size="lg" $block>
      {exit.label}
    </ButtonLink>
  );

  if (token !== null && confirm && request.isIdle) {
    return (
      <NarrowPage title={copy.title}>
        <Hint>{confirm.question}</Hint>
        <Button type="button" $variant="primary" $size="lg" $block onClick={() => request.mutate(token)}>
          {confirm.button}
        </Button>
        {exitLink}
      </NarrowPage>
    );
  }
  if (token !== null && (request.isIdle || request.isPending)) {
    return (
      <NarrowPage title={copy.title}>
        <Waiting role="status">{copy.working}</Waiting>
      </NarrowPage>
    );
  }
  if (request.isSuccess) {
    return (
      <NarrowPage title={copy.doneTitle(request.data)}>
        <FormMessage tone="success">{copy.done(request.data)}</FormMessage>
        <Hint>{copy.doneHint}</Hint>
        {doneLinks?.(request.data)}
        {exitLink}
      </NarrowPage>
    );
  }
  if (token !== null && tokenProblem(request.error) === null) {
    return (
      <NarrowPage title={copy.title}>
        <FormMessage tone="danger">{describeError(request.error)}</FormMessage>
        {(canRetry?.(request.error) ?? true) && (
          <Button type="button" $variant="primary" $size="lg" $block onClick={() => request.mutate(token)}>
            {copy.retry}
          </Button>
        )}
        {exitLink}
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title={copy.title}>
      <FormMessage tone="danger">{copy.badLink}</FormMessage>
      {exitLink}
    </NarrowPage>
  );
}

const Waiting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  ${mutedText('0.92rem')}
`;
