import type { SaleResult } from '@rl/contracts';
import { Button, centerRow, Container, gridGap, Hero, HeroEyebrow, HeroLead, HeroTitle, mutedText, surfacePanel } from '@rl/web-kit';
import { CardSkeletons, formatDate, formatMileage, formatPrice, VehicleGrid, VehiclePhoto, vehiclePath, vehicleName } from '@rl/web-kit/vehicles';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Field, Label, Select } from '../../../shared/components/fields';
import { SOLD_PAGE_SIZE, useSoldResults } from '../hooks/useSoldResults';
import { PAGES } from '@rl/contracts/pages';

const PHOTO_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** "2026-11-20" as the date it names, whatever the browser's time zone. */
const soldDate = (day: string) => formatDate(`${day}T12:00:00`);

/**
 * /sold: what cars really sold for on the platform (issue 25 point 6). Year, make, model, mileage, final
 * price (where the seller agreed to show it), date and photo of recent sales, newest first, filtered by
 * make and model (kept in the URL: `/sold?make=BMW&model=X5`, so a filtered list can be shared).
 */
export function SoldPage() {
  const [params, setParams] = useSearchParams();
  const make = params.get('make') ?? '';
  const model = make ? params.get('model') ?? '' : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sold = useSoldResults({ make, model, page });
  const data = sold.data;

  const setFilter = (next: { make?: string; model?: string; page?: number }) => {
    const p = new URLSearchParams();
    const m = next.make ?? make;
    const mo = next.make !== undefined && next.make !== make ? '' : next.model ?? model;
    if (m) p.set('make', m);
    if (m && mo) p.set('model', mo);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / SOLD_PAGE_SIZE)) : 1;
  const makes = data?.makes ?? (make ? [make] : []);
  const models = data?.models ?? (model ? [model] : []);

  return (
    <>
      <Hero>
        <Container>
          <HeroEyebrow>Market results</HeroEyebrow>
          <HeroTitle>Recently Sold</HeroTitle>
          <HeroLead>What premium cars really sold for on our platform. Final prices are shown where the seller agreed.</HeroLead>
        </Container>
      </Hero>
      <Container>
        <Body>
          <Filters role="group" aria-label="Filter sales">
            <Field>
              <Label htmlFor="sold-make">Make</Label>
              <Select id="sold-make" value={make} onChange={(e) => setFilter({ make: e.target.value, model: '' })}>
                <option value="">All makes</option>
                {makes.map((m) => (
                  <option key={m} value={m}>{m}</option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor="sold-model">Model</Label>
              <Select id="sold-model" value={model} disabled={!make} onChange={(e) => setFilter({ model: e.target.value })}>
                <option value="">{make ? 'All models' : 'Choose a make first'}</option>
                {models.map((m) => (
                  <option key={m} value={m}>{m}</option>
                ))}
              </Select>
            </Field>
          </Filters>

          {sold.isError ? (
            <Message role="alert">
              We couldn&apos;t load the sales.{' '}
              <Button type="button" $variant="outline" $size="sm" onClick={() => void sold.refetch()}>Try again</Button>
            </Message>
          ) : !data ? (
            <CardSkeletons count={6} label="Loading sales" />
          ) : data.results.length === 0 ? (
            <Message>
              {make ? `No recorded sales of ${[make, model].filter(Boolean).join(' ')} yet.` : 'No recorded sales yet.'}{' '}
              <Link to={PAGES.search}>Browse vehicles for sale</Link>
            </Message>
          ) : (
            <>
              <Count aria-live="polite">
                {data.total.toLocaleString('en-US')} {data.total === 1 ? 'sale' : 'sales'}
                {make ? ` of ${[make, model].filter(Boolean).join(' ')}` : ''}
              </Count>
              <VehicleGrid data-testid="sold-results">
                {data.results.map((r) => (
                  <li key={r.id}>
                    <SaleCard result={r} />
                  </li>
                ))}
              </VehicleGrid>
              {pages > 1 && (
                <Pager aria-label="Pages">
                  <Button type="button" $variant="outline" $size="sm" disabled={page <= 1} onClick={() => setFilter({ page: page - 1 })}>
                    Previous
                  </Button>
                  <span>Page {page} of {pages}</span>
                  <Button type="button" $variant="outline" $size="sm" disabled={page >= pages} onClick={() => setFilter({ page: page + 1 })}>
                    Next
                  </Button>
                </Pager>
              )}
            </>
          )}
        </Body>
      </Container>
    </>
  );
}

function SaleCard({ result: r }: { result: SaleResult }) {
  const name = vehicleName(r);
  return (
    <Card data-testid="sold-result">
      <Media>
        <VehiclePhoto src={r.photo} alt={name} sizes={PHOTO_SIZES} />
      </Media>
      <CardBody>
        {r.finalPrice !== null ? (
          <FinalPrice>Sold for {formatPrice(r.finalPrice)}</FinalPrice>
        ) : (
          <Undisclosed>Sold, price not disclosed</Undisclosed>
        )}
        <h2>{r.vehicleId !== null ? <Link to={vehiclePath(r.vehicleId)}>{name}</Link> : name}</h2>
        <Meta>
          {r.trim && <li>{r.trim}</li>}
          <li>{formatMileage(r.mileage)}</li>
          <li>
            <time dateTime={r.soldOn}>{soldDate(r.soldOn)}</time>
          </li>
        </Meta>
      </CardBody>
    </Card>
  );
}

const Body = styled.div`
  ${gridGap(20)}
  padding: 24px 0 56px;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  max-width: 560px;
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Message = styled.p`
  padding: 28px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
`;

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: #e9edf2;
  img, svg { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const CardBody = styled.div`
  ${gridGap(6)}
  padding: 14px 16px 16px;
  h2 { font-size: 1.05rem; font-weight: 700; }
  h2 a { color: inherit; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
`;

const FinalPrice = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Undisclosed = styled.p`
  ${mutedText('1rem')}
  font-weight: 700;
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  padding: 0;
  list-style: none;
  ${mutedText('0.88rem')}
`;

const Pager = styled.nav`
  ${centerRow}
  justify-content: center;
  gap: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export default SoldPage;
