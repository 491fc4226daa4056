import { formatPrice, OFFER_TOKEN_PATTERN, SELLER_ANSWERS, type OfferAnswerChoice } from '@rl/contracts';
import { ButtonLink, Container, describeError, gridGap, isHttpError, Skeleton } from '@rl/web-kit';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAnswerByLink, useLinkOffer } from '../hooks/useOffers';
import { ANSWERED_TEXT, OfferCard } from './OfferCard';
import { PAGES } from '@rl/contracts/pages';

/**
 * /offer-answer?token=…&answer=accept|counter|decline: the page the offer mail's signed links open (no sign-in).
 * It shows the offer with the chosen answer preselected; nothing happens until the seller confirms (mail
 * scanners open links too). An answered or expired offer says so.
 */
export function OfferAnswerPage() {
  const params = new URLSearchParams(useLocation().search);
  const raw = params.get('token');
  const token = raw !== null && OFFER_TOKEN_PATTERN.test(raw) ? raw : null;
  const preset = params.get('answer');
  const initial = (SELLER_ANSWERS as readonly string[]).includes(preset ?? '') ? (preset as OfferAnswerChoice) : undefined;
  const offer = useLinkOffer(token);
  const answer = useAnswerByLink(token ?? '');
  const [done, setDone] = useState<string | null>(null);

  return (
    <Page>
      <Container>
        <Inner>
          <h1>Your answer to the offer</h1>
          {token === null ? (
            <p role="alert">This link is not valid: open the whole link from the email, or answer from your dashboard.</p>
          ) : offer.isPending ? (
            <Skeleton $height="220px" />
          ) : offer.isError ? (
            <p role="alert">
              {isHttpError(offer.error) && offer.error.status === 404 ? 'This offer cannot be found: open the whole link from the email, or answer from your dashboard.' : describeError(offer.error)}
            </p>
          ) : (
            <>
              <p>
                For your <strong>{offer.data.vehicle.title}</strong>
                {offer.data.vehicle.price !== null && <> (asking {formatPrice(offer.data.vehicle.price)})</>}.
              </p>
              {done ? <p role="status">{done}</p> : (
                <OfferCard
                  offer={offer.data.offer}
                  initial={initial}
                  onAnswer={(a) => answer.mutateAsync(a).then((o) => setDone(ANSWERED_TEXT[a.answer](o)))}
                />
              )}
              {!done && offer.data.offer.status !== 'open' && <p>This offer has been answered or has expired: nothing more to do here.</p>}
            </>
          )}
          <ButtonLink to={PAGES.dashboard} $variant="outline">Open my dashboard</ButtonLink>
        </Inner>
      </Container>
    </Page>
  );
}

const Page = styled.main`
  padding: 32px 0 64px;
`;

const Inner = styled.div`
  ${gridGap(16)}
  max-width: 560px;
  h1 { font-size: 1.5rem; }
  p[role='alert'] { color: ${({ theme }) => theme.colors.danger}; }
  p[role='status'] { padding: 12px 14px; border: 1px solid #c4e6d2; border-radius: ${({ theme }) => theme.radii.md}; background: #eaf6ef; color: #1f7a4d; font-weight: 600; }
  > a { justify-self: start; }
`;
