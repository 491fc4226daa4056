import { ADMIN_TRANSITIONS, formatPrice, type ListingStatus, type Vehicle } from '@rl/contracts';
import { Button, ButtonLink, EyeIcon, gridGap, mutedText, plainList, spreadRow, StarIcon, surfacePanel } from '@rl/web-kit';
import styled from 'styled-components';
import { DangerButton } from '../../../shared/ui/buttons';
import { EmailText } from '../../../shared/ui/EmailText';
import { Chip } from '../../../shared/ui/Chip';
import { VehicleThumb, formatCount, formatDate, formatMileage, vehicleName, vehiclePath } from '@rl/web-kit/vehicles';
import { Switch } from '../../../shared/ui/Switch';
import { HistoryDisclosure } from './HistoryDisclosure';

/** The admin moves out of a status (contracts ADMIN_TRANSITIONS) and how their buttons read. */
const MOVE_LABELS: Partial<Record<ListingStatus, string>> = { sold: 'Mark as sold', rejected: 'Take down' };

interface ListingRowProps {
  vehicle: Vehicle;
  /** a status change is running: the move buttons are disabled */
  busy: boolean;
  onMove: (vehicle: Vehicle, to: ListingStatus) => void;
  /** approved listings: the featured flag can be switched */
  featured?: { onToggle: (vehicle: Vehicle, isFeatured: boolean) => void; busy: boolean };
}

/** One approved / rejected listing: summary, the admin's actions and its history. */
export function ListingRow({ vehicle: v, busy, onMove, featured }: ListingRowProps) {
  const title = vehicleName(v);
  const moves = ADMIN_TRANSITIONS[v.status] ?? [];
  const titleId = `listing-title-${v.id}`;
  return (
    <Card aria-labelledby={titleId} data-testid={`listing-${v.id}`}>
      <Main>
        <VehicleThumb images={v.images} />
        <Info>
          <TitleLine>
            <h3 id={titleId}>{title}</h3>
            {v.trim && <Trim>{v.trim}</Trim>}
            {v.isFeatured && (
              <Chip $tone="gold">
                <StarIcon size={12} />
                Featured
              </Chip>
            )}
          </TitleLine>
          <Facts>
            <li><strong>{formatPrice(v.price)}</strong></li>
            <li>{formatMileage(v.mileage)}</li>
            <li>{v.location}</li>
            <li>
              Listed <time dateTime={v.createdAt}>{formatDate(v.createdAt)}</time>
            </li>
            <li>{formatCount(v.views)} {v.views === 1 ? 'view' : 'views'}</li>
          </Facts>
          <Seller>
            <EmailText email={v.contactEmail} /> · <Nowrap>{v.contactPhone}</Nowrap>
          </Seller>
        </Info>
        <Controls>
          {featured && (
            <Switch
              label="Featured"
              checked={v.isFeatured}
              disabled={featured.busy}
              onChange={(on) => featured.onToggle(v, on)}
            />
          )}
          <Buttons>
            {moves.map((to) =>
              to === 'rejected' ? (
                <DangerButton key={to} type="button" disabled={busy} aria-describedby={titleId} onClick={() => onMove(v, to)}>
                  {MOVE_LABELS[to]}
                </DangerButton>
              ) : (
                <Button key={to} type="button" $variant="outline" $size="sm" disabled={busy} aria-describedby={titleId} onClick={() => onMove(v, to)}>
                  {MOVE_LABELS[to] ?? to}
                </Button>
              ),
            )}
            <ButtonLink to={vehiclePath(v.id)} $variant="ghost" $size="sm" aria-describedby={titleId}>
              <EyeIcon size={16} />
              View
            </ButtonLink>
          </Buttons>
        </Controls>
      </Main>
      <HistoryDisclosure vehicleId={v.id} vehicleName={title} />
    </Card>
  );
}

const Card = styled.article`
  ${gridGap(10)}
  padding: 16px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} { padding: 18px 20px 12px; }
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px 16px;
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: auto minmax(0, 1fr) auto; }
`;

const Info = styled.div`
  ${gridGap(6)}
  min-width: 0;
`;

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  h3 { font-size: 1.02rem; letter-spacing: -0.01em; }
`;

const Trim = styled.span`
  ${mutedText('0.875rem')}
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 14px;
  ${plainList}
  ${mutedText('0.85rem')}
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

const Seller = styled.p`
  ${mutedText('0.8rem')}
  overflow-wrap: anywhere;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  ${spreadRow()}
  gap: 12px;
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
