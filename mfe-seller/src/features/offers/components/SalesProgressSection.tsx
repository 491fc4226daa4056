import { formatPrice, OFFER_STATUS_LABELS, SellerPipelineSchema, type SellerPipeline, API } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../shared/ui/layout';

/** GET /api/seller/pipeline: per listing the associate, inquiries, viewings, offers and timeline (never a buyer's identity). */
export const fetchSellerPipeline = async (): Promise<SellerPipeline> => SellerPipelineSchema.parse(await getJson<unknown>(API.sellerPipeline));
export const useSellerPipeline = () => useQuery({ queryKey: [API.sellerPipeline], queryFn: fetchSellerPipeline, refetchInterval: 30_000 });

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * "Your sales": per listing sales knows, the associate, how many inquiries and offers, each offer's amount
 * and status (the Offers card beside it is where the seller answers them) and the timeline. Buyers are
 * "Buyer 1", "Buyer 2": the seller never sees who they are. Scheduled viewings and inspections are counted
 * and listed with their time.
 */
export function SalesProgressSection() {
  const pipeline = useSellerPipeline();
  // the listings buyers asked about (a seller with many cars sees the ones with something happening)
  const listings = (pipeline.data?.listings ?? []).filter((l) => l.inquiries > 0 || l.offerCount > 0 || l.viewingCount > 0);
  if (listings.length === 0) return null;
  return (
    <Card aria-labelledby="sales-progress-title">
      <CardHeader>
        <div>
          <h2 id="sales-progress-title">Your sales</h2>
          <p>What our associate is doing for each car: inquiries, offers and every step, as it happens. Buyers stay anonymous to you.</p>
        </div>
      </CardHeader>
      <List>
        {listings.map((l) => (
          <li key={l.listingId} aria-labelledby={`sale-${l.listingId}`}>
            <h3 id={`sale-${l.listingId}`}>{l.vehicle.title}</h3>
            <Facts>
              <div><dt>Associate</dt><dd>{l.associate?.name ?? 'Being assigned'}</dd></div>
              <div><dt>Inquiries</dt><dd>{l.inquiries}</dd></div>
              <div><dt>Viewings</dt><dd>{l.viewingCount}</dd></div>
              <div><dt>Offers</dt><dd>{l.offerCount}</dd></div>
            </Facts>
            {l.viewings.length > 0 && (
              <OfferList aria-label={`Viewings of ${l.vehicle.title}`}>
                {l.viewings.map((v, i) => (
                  <li key={i}>
                    <strong>{v.kind === 'inspection' ? 'Inspection' : 'Viewing'}</strong> · <time dateTime={v.at}>{when(v.at)}</time> · <span>{v.buyer}</span>
                  </li>
                ))}
              </OfferList>
            )}
            {l.offers.length > 0 && (
              <OfferList aria-label={`Offers on ${l.vehicle.title}`}>
                {l.offers.map((o) => (
                  <li key={o.id}>
                    <strong>{formatPrice(o.amount)}</strong> · {OFFER_STATUS_LABELS[o.status]}{o.counterAmount !== null && ` (your counter ${formatPrice(o.counterAmount)})`} · <span>{o.buyer}</span>
                  </li>
                ))}
              </OfferList>
            )}
            {l.timeline.length > 0 && (
              <details>
                <summary>Timeline ({l.timeline.length})</summary>
                <Timeline>
                  {l.timeline.map((e, i) => (
                    <li key={i}><time dateTime={e.at}>{when(e.at)}</time> <span>{e.buyer}: {e.summary}</span></li>
                  ))}
                </Timeline>
              </details>
            )}
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ul`
  display: grid; gap: 18px; margin: 0; padding: 0; list-style: none;
  > li { display: grid; gap: 8px; padding-bottom: 14px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  > li:last-child { border-bottom: 0; padding-bottom: 0; }
  h3 { font-size: 1rem; }
  summary { cursor: pointer; font-weight: 600; font-size: 0.9rem; min-height: 32px; display: flex; align-items: center; }
`;
const Facts = styled.dl`
  display: flex; flex-wrap: wrap; gap: 6px 22px; margin: 0; font-size: 0.9rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
  dd { margin: 0; font-weight: 600; }
`;
const OfferList = styled.ul`
  margin: 0; padding-left: 18px; font-size: 0.9rem;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Timeline = styled.ol`
  margin: 6px 0 0; padding-left: 18px; display: grid; gap: 4px; font-size: 0.85rem;
  time { color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; }
`;
