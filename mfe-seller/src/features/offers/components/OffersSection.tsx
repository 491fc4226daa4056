import { formatPrice, type SellerOffers } from '@rl/contracts';
import { Button, describeError, toast } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../ui/layout';
import { useAnswerOffer, useMyOffers, useSetMinimumPrice } from '../hooks/useOffers';
import { ANSWERED_TEXT, OfferCard } from './OfferCard';

/**
 * "Offers": per listing the offers buyers made through our associate (newest first) with the answers, and
 * the seller's private minimum price (only associates see it: offers below it are declined without asking).
 */
export function OffersSection() {
  const offers = useMyOffers();
  const listings = offers.data?.listings ?? [];
  if (listings.length === 0) return null;
  return (
    <Card aria-labelledby="offers-title">
      <CardHeader>
        <div>
          <h2 id="offers-title">Offers</h2>
          <p>Our associate checks every offer with the buyer before it reaches you. You decide: accept, counter or decline.</p>
        </div>
      </CardHeader>
      <Listings>
        {listings.map((l) => (
          <li key={l.listingId}>
            <h3>{l.vehicle.title}{l.vehicle.price !== null && <small> · asking {formatPrice(l.vehicle.price)}</small>}</h3>
            <MinimumPrice listingId={l.listingId} current={l.minimumPrice} />
            {l.offers.length === 0 ? <p>No offers yet.</p> : (
              <Offers>{l.offers.map((o) => <SellerOfferCard key={o.id} offer={o} />)}</Offers>
            )}
          </li>
        ))}
      </Listings>
    </Card>
  );
}

function SellerOfferCard({ offer }: { offer: SellerOffers['listings'][number]['offers'][number] }) {
  const answer = useAnswerOffer(offer.id);
  return (
    <OfferCard
      offer={offer}
      onAnswer={(a) => answer.mutateAsync(a).then((o) => toast({ title: 'Answer sent', description: ANSWERED_TEXT[a.answer](o) }))}
    />
  );
}

function MinimumPrice({ listingId, current }: { listingId: number; current: number | null }) {
  const set = useSetMinimumPrice(listingId);
  const [value, setValue] = useState(current === null ? '' : String(current));
  const id = useId();
  const parsed = value.trim() === '' ? null : /^\d+$/.test(value.replace(/[$,\s]/g, '')) ? Number(value.replace(/[$,\s]/g, '')) : NaN;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsed !== null && !(parsed > 0)) return;
    set.mutateAsync(parsed).then(
      () => toast({ title: parsed === null ? 'Minimum price removed' : `Minimum price set to ${formatPrice(parsed)}` }),
      (err: unknown) => toast({ title: 'Not saved', description: describeError(err), variant: 'destructive' }),
    );
  };
  return (
    <Minimum onSubmit={submit}>
      <label htmlFor={id}>Your private minimum price ($)</label>
      <input id={id} inputMode="numeric" placeholder="None" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`} />
      <Button type="submit" $size="sm" $variant="outline" disabled={set.isPending || (parsed !== null && !(parsed > 0)) || parsed === current}>Save</Button>
      <small id={`${id}-hint`}>Only our associates see it; buyers never do.</small>
    </Minimum>
  );
}

const Listings = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; gap: 10px; }
  h3 { font-size: 1rem; small { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; } }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Offers = styled.div`
  display: grid;
  gap: 10px;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Minimum = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  font-size: 0.875rem;
  label { font-weight: 600; }
  input { width: 140px; min-height: 40px; padding: 0 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  small { flex-basis: 100%; color: ${({ theme }) => theme.colors.textMuted}; }
`;
