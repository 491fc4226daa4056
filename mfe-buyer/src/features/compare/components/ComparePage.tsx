import { COMPARE_IDS_PARAM, COMPARE_MAX, compareUrl, parseCompareIds } from '@rl/contracts';
import {
  Button, ButtonLink, Container, gridGap, Hero, HeroEyebrow, HeroLead, HeroTitle, inlineRow, mutedText, ShareIcon, spreadRow, wrapRow,
} from '@rl/web-kit';
import { useCompareStore } from '@rl/web-kit/vehicles';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorBox } from '../../../shared/components/layout';
import { shareListing } from '../../../shared/share';
import { compareRows } from '../compare-rows';
import { useCompareVehicles } from '../hooks/useCompareVehicles';
import { CompareTable, DIFFERENCE_SWATCH } from './CompareTable';
import { PAGES } from '@rl/contracts/pages';

/**
 * /compare?ids=1,2,3: up to COMPARE_MAX public listings side by side. The address alone reproduces
 * the page (it can be shared); ids that are unknown or no longer public are named as unavailable.
 */
function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get(COMPARE_IDS_PARAM);
  const ids = useMemo(() => parseCompareIds(raw), [raw]);
  const tooMany = (raw ?? '').split(',').filter((s) => s.trim()).length > COMPARE_MAX;
  const query = useCompareVehicles(ids);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // names of the picked vehicles as they were when the page opened, to name the ones that are gone
  const [pickedNames] = useState(() => new Map(useCompareStore.getState().items.map((i) => [i.id, i.name])));

  const vehicles = useMemo(() => query.data?.vehicles ?? [], [query.data]);
  const unavailable = query.data?.unavailable ?? [];
  const rows = useMemo(() => compareRows(vehicles), [vehicles]);
  const differing = rows.filter((r) => r.differs).length;

  // what cannot be shown any more leaves the visitor's selection too
  const gone = unavailable.join(',');
  useEffect(() => {
    if (gone) for (const id of gone.split(',')) useCompareStore.getState().remove(Number(id));
  }, [gone]);

  const remove = (id: number) => {
    useCompareStore.getState().remove(id);
    navigate(compareUrl(ids.filter((x) => x !== id)), { replace: true });
  };
  const nameOf = (id: number) => pickedNames.get(id);

  return (
    <>
      <Hero>
        <Container>
          <HeroEyebrow>Side by side</HeroEyebrow>
          <HeroTitle>Compare Vehicles</HeroTitle>
          <HeroLead>
            {vehicles.length >= 2
              ? `${vehicles.length} vehicles, every fact in one table. Highlighted rows are where they differ.`
              : `Pick up to ${COMPARE_MAX} vehicles with "Compare" on any listing to see them side by side.`}
          </HeroLead>
        </Container>
      </Hero>
      <Container>
        <Body>
          {tooMany && <Note role="status">Only the first {COMPARE_MAX} vehicles of this link are compared.</Note>}
          {unavailable.length > 0 && (
            <Unavailable role="status" data-testid="compare-unavailable">
              <strong>
                {unavailable.length === 1 ? 'One vehicle is no longer available' : `${unavailable.length} vehicles are no longer available`}
              </strong>
              <ul>
                {unavailable.map((id) => (
                  <li key={id}>{nameOf(id) ? `${nameOf(id)} (listing #${id})` : `Listing #${id}`} is no longer available.</li>
                ))}
              </ul>
            </Unavailable>
          )}

          {ids.length === 0 || (query.isSuccess && vehicles.length === 0) ? (
            <EmptyState>
              <h2>Nothing to compare yet</h2>
              <p>Choose &quot;Compare&quot; on up to {COMPARE_MAX} vehicles, then open the comparison from the bar at the bottom.</p>
              <ButtonLink to={PAGES.search} $variant="primary">
                Browse Vehicles
              </ButtonLink>
            </EmptyState>
          ) : query.isPending ? (
            <Note role="status">Loading the vehicles to compare...</Note>
          ) : query.isError ? (
            <ErrorBox role="alert">
              <strong>We couldn&apos;t load these vehicles right now.</strong>
              <Button type="button" $variant="outline" $size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </ErrorBox>
          ) : (
            <>
              <Toolbar>
                <Legend>
                  <Swatch aria-hidden="true" />
                  {vehicles.length < 2
                    ? 'Add another vehicle to see the differences.'
                    : differing === 0
                      ? 'These vehicles are the same in every row.'
                      : `${differing} ${differing === 1 ? 'row differs' : 'rows differ'}`}
                </Legend>
                <Tools>
                  <Check>
                    <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
                    Show only differences
                  </Check>
                  <Button
                    type="button"
                    $variant="outline"
                    $size="sm"
                    onClick={() =>
                      void shareListing({ url: window.location.href, title: 'Compare vehicles', text: 'These vehicles side by side' })
                    }
                  >
                    <ShareIcon size={16} />
                    Share
                  </Button>
                </Tools>
              </Toolbar>
              <CompareTable vehicles={vehicles} rows={rows} onlyDifferences={onlyDifferences} onRemove={remove} />
              {vehicles.length < 2 && (
                <p>
                  <ButtonLink to={PAGES.search} $variant="outline">
                    Find another vehicle
                  </ButtonLink>
                </p>
              )}
            </>
          )}
        </Body>
      </Container>
    </>
  );
}

export default ComparePage;

const Body = styled.div`
  ${gridGap(20)}
  min-width: 0;
  padding: 28px 0 72px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unavailable = styled.div`
  ${gridGap(6)}
  padding: 14px 16px;
  border: 1px solid #f0d9a8;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffaf0;
  color: #6b4a00;
  ul { margin: 0; padding-left: 18px; }
`;

const Toolbar = styled.div`
  ${spreadRow()}
  gap: 12px 20px;
`;

const Legend = styled.p`
  ${inlineRow}
  gap: 8px;
  ${mutedText('0.9rem')}
`;

const Swatch = styled.span`
  width: 18px;
  height: 14px;
  border-radius: 3px;
  background: ${DIFFERENCE_SWATCH.bg};
  box-shadow: inset 3px 0 0 ${DIFFERENCE_SWATCH.mark};
`;

const Tools = styled.div`
  ${wrapRow}
  gap: 12px;
`;

const Check = styled.label`
  ${inlineRow}
  gap: 8px;
  min-height: 36px;
  font-weight: 600;
  font-size: 0.9rem;
  cursor: pointer;
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.text}; }
`;
