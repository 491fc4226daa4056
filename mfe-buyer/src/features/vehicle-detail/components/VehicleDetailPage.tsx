import { Button, ButtonAnchor, ButtonLink, CarIcon, Container, EyeIcon, gridGap, HeartIcon, iconCircle, LoadingStatus, MapPinIcon, MessageIcon, mutedText, PhoneIcon, ShareIcon, SITE, smsHref, surfacePanel, telHref, useFirstScreenDone, VisuallyHidden } from '@rl/web-kit';
import { Suspense, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge, VehicleCard, CardSkeletons, CompareToggle, CompareTray, VehicleGrid, useSavedToggle, formatPrice, vehicleName, vehicleTitle,
} from '@rl/web-kit/vehicles';
import type { PublicVehicle, PublicVehicleDetail } from '@rl/contracts';
import { ErrorBox } from '../../../shared/components/layout';
import { useSimilarVehicles } from '../hooks/useSimilarVehicles';
import { useVehicle } from '../hooks/useVehicle';
import { shareListing } from '../../../shared/share';
import { ContactForm } from './ContactForm';
import { Gallery } from './Gallery';
import { ListingAge } from './ListingAge';
import { PaymentCalculatorBlock } from './PaymentCalculatorBlock';
import { PriceGuidanceSection } from './PriceGuidanceSection';
import { PriceSignals } from './PriceSignals';
import { Colors, Description, Features, Specs } from './VehicleFacts';
import { PAGES } from '@rl/contracts/pages';

/** /vehicles/:id (spec §2 vehicle detail). */
function VehicleDetailPage() {
  return (
    <Suspense fallback={<VehicleLoading />}>
      <VehicleDetailScreen />
    </Suspense>
  );
}

function VehicleLoading() {
  return (
    <Container>
      <LoadingStatus heading={<VisuallyHidden as="h1">Vehicle details</VisuallyHidden>}>Loading vehicle details...</LoadingStatus>
    </Container>
  );
}

function VehicleDetailScreen() {
  const { id } = useParams();
  // under the gateway's first screen, suspends (VehicleLoading) until the listing's answer is in
  const vehicle = useVehicle(id);
  // the gateway painted this listing's heading, price and photo before the scripts (contracts
  // vehicleFirstScreen): it stays until the answer is here, then the page takes its place
  useFirstScreenDone(!vehicle.isPending);

  if (vehicle.notFound) return <VehicleNotFound />;
  if (vehicle.isPending) return <VehicleLoading />;
  if (vehicle.isError || !vehicle.data) {
    return (
      <Container>
        <Centered>
          <h1>We couldn&apos;t load this vehicle</h1>
          <ErrorBox role="alert">
            <strong>{vehicle.error?.message ?? 'Something went wrong.'}</strong>
            <Button type="button" $variant="outline" $size="sm" onClick={() => void vehicle.refetch()}>
              Try again
            </Button>
          </ErrorBox>
        </Centered>
      </Container>
    );
  }
  return <VehicleDetail vehicle={vehicle.data} />;
}

export default VehicleDetailPage;

function VehicleNotFound() {
  return (
    <Container>
      <Centered>
        <NotFoundIcon>
          <CarIcon size={36} />
        </NotFoundIcon>
        <h1>Vehicle Not Found</h1>
        <p>The vehicle you&apos;re looking for doesn&apos;t exist or is no longer available.</p>
        <ButtonLink to={PAGES.search} $variant="accent" $size="lg">
          Browse All Vehicles
        </ButtonLink>
      </Centered>
    </Container>
  );
}

function VehicleDetail({ vehicle }: { vehicle: PublicVehicleDetail }) {
  const name = vehicleName(vehicle);
  const title = vehicleTitle(vehicle);
  const { saved, toggle } = useSavedToggle(vehicle.id);
  // "Sold for $X": only when the seller agreed to show the final price
  const soldFor = vehicle.status === 'sold' && 'soldFor' in vehicle ? vehicle.soldFor ?? null : null;
  const share = () =>
    void shareListing({
      url: `${window.location.origin}/vehicles/${vehicle.id}`,
      title,
      text: `${title} for ${formatPrice(vehicle.price)}`,
    });

  return (
    <Page>
      <Container>
        <Crumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={PAGES.home}>Home</Link>
            </li>
            <li>
              <Link to={PAGES.search}>Vehicle Listings</Link>
            </li>
            <li>
              <span aria-current="page">{name}</span>
            </li>
          </ol>
        </Crumbs>

        <Header>
          <div>
            <Badges>
              {vehicle.isFeatured && <Badge $tone="gold">Featured</Badge>}
              {vehicle.status === 'approved' && <Badge $tone="certified">Certified</Badge>}
              {vehicle.status === 'approved' && vehicle.salePending && (
                <Badge $tone="pending" data-testid="sale-pending-badge">Sale pending</Badge>
              )}
              {vehicle.status === 'sold' && <Badge $tone="dark">Sold</Badge>}
            </Badges>
            <h1>{title}</h1>
            <Meta>
              {vehicle.location && (
                <span>
                  <MapPinIcon size={16} />
                  {vehicle.location}
                </span>
              )}
              <span>
                <EyeIcon size={16} />
                {vehicle.views.toLocaleString('en-US')} {vehicle.views === 1 ? 'view' : 'views'}
              </span>
              <ListingAge vehicle={vehicle} />
            </Meta>
          </div>
          <PriceBox>
            {soldFor ? (
              <>
                <SoldFor data-testid="sold-for">Sold for {formatPrice(soldFor)}</SoldFor>
                <AskedPrice>Asking price was {formatPrice(vehicle.price)}</AskedPrice>
              </>
            ) : (
              <Price>{formatPrice(vehicle.price)}</Price>
            )}
            <PriceSignals rating={vehicle.priceRating} drop={vehicle.recentPriceDrop} />
            <Actions>
              <Button type="button" $variant={saved ? 'accent' : 'outline'} aria-pressed={saved} onClick={toggle}>
                <HeartIcon size={18} filled={saved} />
                {saved ? 'Saved' : 'Save'}
              </Button>
              <Button type="button" $variant="outline" onClick={share}>
                <ShareIcon size={18} />
                Share
              </Button>
              {(vehicle.status === 'approved' || vehicle.status === 'sold') && <CompareToggle vehicle={vehicle} look="button" />}
            </Actions>
          </PriceBox>
        </Header>

        <Grid>
          <Main>
            <Gallery images={vehicle.images ?? []} name={title} />
            <Specs vehicle={vehicle} verification={vehicle.vinVerification ?? null} />
            <PriceGuidanceSection
              price={vehicle.price}
              mileage={vehicle.mileage}
              guidance={vehicle.priceGuidance ?? null}
              drops={vehicle.priceDrops ?? []}
            />
            {vehicle.status !== 'sold' && <PaymentCalculatorBlock price={vehicle.price} />}
            <Colors vehicle={vehicle} />
            <Features features={vehicle.features ?? []} />
            <Description text={vehicle.description} />
          </Main>
          <Aside>
            <CallPanel aria-labelledby="call-title">
              <h2 id="call-title">Talk to our team</h2>
              <p>Questions about this {vehicle.make}? Call or text our sales line, 7 days a week.</p>
              <CallButtons>
                <ButtonAnchor href={telHref()} $variant="light" $block>
                  <PhoneIcon size={18} />
                  Call {SITE.salesPhone.display}
                </ButtonAnchor>
                <ButtonAnchor href={smsHref()} $variant="outlineLight" $block>
                  <MessageIcon size={18} />
                  Text Us
                </ButtonAnchor>
              </CallButtons>
            </CallPanel>
            <FormCard>
              {vehicle.status === 'sold' ? (
                <SoldNote>
                  <h2>This vehicle has been sold</h2>
                  <p>Browse similar vehicles below, or call us and we&apos;ll help you find another one.</p>
                </SoldNote>
              ) : vehicle.status === 'expired' ? (
                // only its owner and admins still see it
                <SoldNote>
                  <h2>Not published (Expired)</h2>
                  <p>It left search when it expired. Renew it from your dashboard to put it back on sale.</p>
                </SoldNote>
              ) : vehicle.status === 'pending' || vehicle.status === 'rejected' ? (
                // only its owner and admins see an unpublished listing: buyers cannot contact it yet
                <SoldNote>
                  <h2>Not published {vehicle.status === 'pending' ? '(Pending review)' : '(Rejected)'}</h2>
                  <p>Buyers can send messages once the listing is approved.</p>
                </SoldNote>
              ) : (
                <>
                  {vehicle.salePending && (
                    <PendingNote role="note" data-testid="sale-pending-note">
                      <strong>Sale pending.</strong> An offer on this car has been accepted. You can still send us a message:
                      if the sale falls through, we&apos;ll let you know.
                    </PendingNote>
                  )}
                  <ContactForm vehicle={vehicle} />
                </>
              )}
            </FormCard>
          </Aside>
        </Grid>

        <SimilarVehicles vehicle={vehicle} />
      </Container>
      <CompareTray />
    </Page>
  );
}

function SimilarVehicles({ vehicle }: { vehicle: PublicVehicle }) {
  const similar = useSimilarVehicles(vehicle);
  // the cards are rendered in a pass the browser can interrupt, not in the answer's blocking re-render
  const cards = useDeferredValue(similar.data);
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <Similar aria-labelledby="similar-title">
      <h2 id="similar-title">Similar Vehicles</h2>
      {cards === undefined ? (
        <CardSkeletons count={3} label="Loading similar vehicles" />
      ) : (
        <VehicleGrid>
          {cards.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </VehicleGrid>
      )}
    </Similar>
  );
}

const Page = styled.div`
  padding: 20px 0 72px;
  background: linear-gradient(${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface} 480px);
`;

const Crumbs = styled.nav`
  margin-bottom: 18px;
  font-size: 0.85rem;
  ol { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  li + li::before { content: '/'; color: #a3acba; }
  a { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; }
  span[aria-current] { color: ${({ theme }) => theme.colors.text}; font-weight: 600; overflow-wrap: anywhere; }
`;

const Header = styled.div`
  ${gridGap(16)}
  margin-bottom: 24px;
  h1 { font-size: clamp(1.6rem, 4vw, 2.4rem); font-weight: 800; margin-top: 10px; overflow-wrap: anywhere; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  &:empty { display: none; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin-top: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  span { display: inline-flex; align-items: center; gap: 6px; }
`;

const PriceBox = styled.div`
  ${gridGap(12)}
  ${({ theme }) => theme.media.md} { justify-items: end; }
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: clamp(1.9rem, 5vw, 2.6rem);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1;
`;

const SoldFor = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: clamp(1.6rem, 4.4vw, 2.2rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const AskedPrice = styled.p`
  ${mutedText('0.92rem')}
`;

const PendingNote = styled.p`
  margin-bottom: 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6e0;
  border: 1px solid #f5b83d;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.92rem;
  line-height: 1.45;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  /* each button as wide as its content at least, sharing what is left; one that no longer fits wraps */
  > * { flex: 1 1 auto; }
  /* an icon keeps its size when three buttons share a phone's width (Share's was squeezed to 4.7 px) */
  svg, input { flex: none; }
  ${({ theme }) => theme.media.md} { > * { flex: 0 0 auto; } }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Main = styled.div`
  ${gridGap(24)}
  min-width: 0;
`;

const Aside = styled.div`${gridGap(20)}`;

const CallPanel = styled.section`
  ${gridGap(10)}
  padding: 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(360px 200px at 100% 0%, rgba(214, 32, 42, 0.28), transparent 70%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.textOnDark};
  h2 { font-size: 1.15rem; }
  p { color: ${({ theme }) => theme.colors.textOnDarkMuted}; font-size: 0.9rem; }
`;

const CallButtons = styled.div`
  ${gridGap(10)}
  margin-top: 6px;
  @media (min-width: 400px) and (max-width: 1023px) { grid-template-columns: 1fr 1fr; }
`;

const FormCard = styled.div`
  padding: 24px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (max-width: 639px) { padding: 20px 16px; }
`;

const SoldNote = styled.div`
  ${gridGap(8)}
  h2 { font-size: 1.2rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Similar = styled.section`
  ${gridGap(20)}
  margin-top: 56px;
  h2 { font-size: clamp(1.35rem, 3vw, 1.75rem); font-weight: 800; }
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: 14px;
  max-width: 560px;
  margin: 72px auto;
  text-align: center;
  h1 { font-size: clamp(1.6rem, 4vw, 2.2rem); }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const NotFoundIcon = styled.div`
  ${iconCircle(72)}
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;
