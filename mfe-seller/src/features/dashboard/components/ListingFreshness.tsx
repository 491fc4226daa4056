import { expiresIn, expiresSoon, type Vehicle } from '@rl/contracts';
import { Button, ClockIcon, ConfirmDialog, inlineRow, wrapRow } from '@rl/web-kit';
import { formatDate, vehicleName } from '@rl/web-kit/vehicles';
import { useState } from 'react';
import styled from 'styled-components';
import { FRESHNESS_NOTICES, useListingFreshness } from '../hooks/useListingFreshness';

/**
 * A listing's freshness on the dashboard: when an active listing expires ("Still available" once the
 * reminder window is open), an expired one's Renew, and "Mark as sold" for both. Nothing for other statuses.
 */
export function ListingFreshness({ vehicle }: { vehicle: Vehicle }) {
  const { renew, markSold, busy } = useListingFreshness();
  const [askingSold, setAskingSold] = useState(false);
  if (vehicle.status !== 'approved' && vehicle.status !== 'expired') return null;
  const name = vehicleName(vehicle);
  const working = busy?.id === vehicle.id ? busy.action : null;
  const expired = vehicle.status === 'expired';
  const soon = !expired && expiresSoon(vehicle.expiresAt);
  return (
    <Box>
      {(expired || vehicle.expiresAt) && (
        <When $warn={expired || soon}>
          <ClockIcon size={14} />
          {expired ? `Expired${vehicle.expiresAt ? ` ${formatDate(vehicle.expiresAt)}` : ''}: not in search` : expiresIn(vehicle.expiresAt)}
        </When>
      )}
      <Buttons>
        {(expired || soon) && (
          <Button type="button" $size="sm" $variant="primary" disabled={working !== null} onClick={() => renew(vehicle)}
            aria-label={`${expired ? 'Renew' : 'Still available'}: ${name}`}>
            {working === 'renew' ? 'Saving...' : expired ? 'Renew' : 'Still available'}
          </Button>
        )}
        <Button type="button" $size="sm" $variant="outline" disabled={working !== null} onClick={() => setAskingSold(true)}
          aria-label={`Mark ${name} as sold`}>
          {working === 'sold' ? 'Saving...' : 'Mark as sold'}
        </Button>
      </Buttons>
      {askingSold && (
        <ConfirmDialog
          title="Mark as sold"
          question={FRESHNESS_NOTICES.confirmSold}
          vehicleName={name}
          confirm="Mark as sold"
          onConfirm={() => {
            setAskingSold(false);
            markSold(vehicle);
          }}
          onCancel={() => setAskingSold(false)}
        />
      )}
    </Box>
  );
}

const Box = styled.div`
  ${wrapRow}
  gap: 6px 10px;
  margin-top: 6px;
`;

const When = styled.span<{ $warn: boolean }>`
  ${inlineRow}
  gap: 5px;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 0.82rem;
  font-weight: ${({ $warn }) => ($warn ? 600 : 400)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button { min-height: 32px; padding: 0 12px; font-size: 0.8rem; }
`;
