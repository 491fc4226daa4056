import { formatPrice, type SellerOffers } from '@rl/contracts';
import { Button, describeError, gridGap, mutedText, plainList, toast, VisuallyHidden, wrapRow } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../shared/ui/layout';
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
  // listings with offers first, the newest offer first; the others only in the minimum price chooser
  const withOffers = listings.filter((l) => l.offers.length > 0).sort((a, b) => b.offers[0]!.id - a.offers[0]!.id);
  return (
    <Card aria-labelledby="offers-title">
      <CardHeader>
        <div>
          <h2 id="offers-title">Offers</h2>
          <p>Our associate checks every offer with the buyer before it reaches you. You decide: accept, counter or decline.</p>
        </div>
      </CardHeader>
      {withOffers.length === 0 ? <Quiet>No offers yet. Your associate brings you every serious offer here and by mail.</Quiet> : (
        <Listings>
          {withOffers.map((l) => (
            <li key={l.listingId}>
              <h3>{l.vehicle.title}{l.vehicle.price !== null && <small> · asking {formatPrice(l.vehicle.price)}</small>}</h3>
              <Offers>{l.offers.map((o) => <SellerOfferCard key={o.id} offer={o} />)}</Offers>
            </li>
          ))}
        </Listings>
      )}
      <MinimumPrice listings={listings} preferred={withOffers[0]?.listingId ?? listings[0]!.listingId} />
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

/** The private minimum price of one listing, chosen from the seller's listings (each keeps its draft). */
function MinimumPrice({ listings, preferred }: { listings: SellerOffers['listings']; preferred: number }) {
  const [listingId, setListingId] = useState(preferred);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const current = listings.find((l) => l.listingId === listingId)?.minimumPrice ?? null;
  const value = drafts[listingId] ?? (current === null ? '' : String(current));
  const setValue = (v: string) => setDrafts((d) => ({ ...d, [listingId]: v }));
  const set = useSetMinimumPrice(listingId);
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
    <Minimum onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your private minimum price</h3>
      <VisuallyHidden as="label" htmlFor={`${id}-listing`}>Listing</VisuallyHidden>
      <select id={`${id}-listing`} value={listingId} onChange={(e) => setListingId(Number(e.target.value))}>
        {listings.map((l) => <option key={l.listingId} value={l.listingId}>{l.vehicle.title}</option>)}
      </select>
      <label htmlFor={id}>Minimum ($)</label>
      <input id={id} inputMode="numeric" placeholder="None" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`} />
      <Button type="submit" $size="sm" $variant="outline" disabled={set.isPending || (parsed !== null && !(parsed > 0)) || parsed === current}>Save</Button>
      <small id={`${id}-hint`}>Only our associates see it, never a buyer: offers below it are declined without bothering you.</small>
    </Minimum>
  );
}

const Listings = styled.ul`
  ${gridGap(20)}
  ${plainList}
  > li { display: grid; gap: 10px; }
  h3 { font-size: 1rem; small { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; } }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Offers = styled.div`
  ${gridGap(10)}
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Quiet = styled.p`
  ${mutedText('0.875rem')}
`;

const Minimum = styled.form`
  ${wrapRow}
  gap: 6px 10px;
  margin-top: 16px;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  h3 { flex-basis: 100%; font-size: 1rem; }
  label { font-weight: 600; }
  select { max-width: 100%; min-height: 40px; padding: 0 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; }
  input { width: 140px; min-height: 40px; padding: 0 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  small { flex-basis: 100%; color: ${({ theme }) => theme.colors.textMuted}; }
`;
