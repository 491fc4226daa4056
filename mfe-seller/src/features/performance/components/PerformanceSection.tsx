import type { Vehicle } from '@rl/contracts';
import { AlertIcon, Button, Skeleton } from '@rl/web-kit';
import { ListingPerformanceView, statusLabel, vehicleTitle } from '@rl/web-kit/vehicles';
import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { LoadError } from '../../../shared/ui/load-error';
import { SelectField } from '../../../shared/ui/form-controls';
import { useListingPerformance } from '../hooks/useListingPerformance';

/** Statuses whose listings have been in front of buyers (the others have no figures to show). */
const SHOWN = new Set(['approved', 'sold', 'expired']);

/**
 * "Listing performance" on the dashboard (issue 28): for the listing the seller picks (live ones first), per
 * day over the last 30 days, times shown in search results, detail views, saves and inquiries, beside the
 * medians of comparable live listings and the likely reasons it is held back.
 */
export function PerformanceSection({ listings }: { listings: Vehicle[] }) {
  const choices = [...listings.filter((v) => v.status === 'approved'), ...listings.filter((v) => v.status !== 'approved' && SHOWN.has(v.status))];
  const [picked, setPicked] = useState<number | null>(null);
  const id = picked !== null && choices.some((v) => v.id === picked) ? picked : (choices[0]?.id ?? null);
  const performance = useListingPerformance(id);
  if (choices.length === 0) return null;
  return (
    <Card aria-labelledby="performance-title" id="performance">
      <CardHeader>
        <div>
          <h2 id="performance-title">Listing performance</h2>
          <p>How buyers found and reacted to your listing over the last 30 days, beside similar cars.</p>
        </div>
      </CardHeader>
      <Pick>
        <SelectField
          id="performance-listing"
          label="Listing"
          value={String(id ?? '')}
          onChange={(e) => setPicked(Number(e.target.value))}
          options={choices.map((v) => ({ value: String(v.id), label: `${vehicleTitle(v)} (${statusLabel(v.status)})` }))}
        />
      </Pick>
      {performance.isPending ? (
        <Skeleton $height="320px" aria-busy="true" aria-label="Loading performance" />
      ) : performance.isError ? (
        <LoadError role="alert">
          <AlertIcon size={22} />
          <p>The performance of this listing could not be loaded. Please try again.</p>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void performance.refetch()}>
            Try again
          </Button>
        </LoadError>
      ) : (
        <ListingPerformanceView performance={performance.data} />
      )}
    </Card>
  );
}

const Pick = styled.div`
  max-width: 480px;
  margin-bottom: 16px;
`;
