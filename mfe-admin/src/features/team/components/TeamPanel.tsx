import { LEAD_STAGE_LABELS, type TeamStats } from '@rl/contracts';
import { Skeleton } from '@rl/web-kit';
import styled from 'styled-components';
import { ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { useTeamStats } from '../api/team-api';
import { WeeklyBars } from './WeeklyBars';

const STAGE_COLORS: Record<string, string> = {
  new: '#9db4d8', contacted: '#5f86c4', qualified: '#1d3a6e', viewing: '#7a5fc4', offer: '#d69a20', accepted: '#17603c', deposit: '#2f9a62', sold: '#0b3d24', lost: '#b0b7c3',
};

/** '1 h 5 min', '2 d 3 h', '45 s'; '–' without a figure. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const min = Math.round(seconds / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h${min % 60 ? ` ${min % 60} min` : ''}`;
  const d = Math.floor(h / 24);
  return `${d} d${h % 24 ? ` ${h % 24} h` : ''}`;
}
const percent = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(v > 0 && v < 0.1 ? 1 : 0)} %`);
const shortWeek = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The team's view (admins): the last 12 weeks as charts with a table beside each. */
export function TeamPanel() {
  const team = useTeamStats();
  return (
    <section aria-labelledby="team-heading">
      <PanelHeading id="team-heading" title="Team">
        The last 12 weeks: leads per stage, conversion from inquiry to sale, response and sale times per associate, offers accepted.
      </PanelHeading>
      {team.isLoading ? (
        <Grid aria-busy="true" aria-label="Loading the team's figures">{[0, 1, 2].map((i) => <Skeleton key={i} $height="200px" />)}</Grid>
      ) : team.isError || !team.data ? (
        <ErrorState what="the team's figures" error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <TeamFigures data={team.data} />
      )}
    </section>
  );
}

function TeamFigures({ data }: { data: TeamStats }) {
  const stages = data.stages.filter((s) => s.stage !== 'new');
  const conversionPerWeek = data.weeks.map((_, i) => (data.inquiriesPerWeek[i] ? data.soldPerWeek[i]! / data.inquiriesPerWeek[i]! : null));
  return (
    <>
      <Totals aria-label="Totals over the 12 weeks">
        <div><dt>Inquiries</dt><dd>{data.totals.inquiries}</dd></div>
        <div><dt>Sold</dt><dd>{data.totals.sold}</dd></div>
        <div><dt>Inquiry to sale</dt><dd>{percent(data.totals.conversion)}</dd></div>
        <div><dt>Offers accepted</dt><dd>{data.totals.offersAccepted}</dd></div>
        <div><dt>Median first response</dt><dd>{formatDuration(data.totals.medianFirstResponseSeconds)}</dd></div>
        <div><dt>Median time to sale</dt><dd>{formatDuration(data.totals.medianTimeToSaleSeconds)}</dd></div>
      </Totals>

      <Pair>
        <WeeklyBars
          title="Leads per stage, by week reached"
          weeks={data.weeks}
          series={[{ label: 'Inquiries', color: STAGE_COLORS.new!, values: data.inquiriesPerWeek }, ...stages.filter((s) => s.total > 0).map((s) => ({ label: LEAD_STAGE_LABELS[s.stage], color: STAGE_COLORS[s.stage]!, values: s.perWeek }))]}
        />
        <TableWrap>
          <table>
            <caption>Leads per stage (12 weeks)</caption>
            <thead><tr><th scope="col">Stage</th><th scope="col">Leads</th></tr></thead>
            <tbody>
              {data.stages.map((s) => <tr key={s.stage}><th scope="row">{s.stage === 'new' ? 'New (inquiries)' : LEAD_STAGE_LABELS[s.stage]}</th><td>{s.total}</td></tr>)}
            </tbody>
          </table>
        </TableWrap>
      </Pair>

      <Pair>
        <WeeklyBars title="Conversion from inquiry to sale, by week" weeks={data.weeks} series={[{ label: 'Inquiry to sale', color: '#17603c', values: conversionPerWeek }]} format={(v) => percent(v)} />
        <TableWrap>
          <table>
            <caption>Sales and offers accepted by week</caption>
            <thead><tr><th scope="col">Week of</th><th scope="col">Inquiries</th><th scope="col">Sold</th><th scope="col">Accepted</th></tr></thead>
            <tbody>
              {data.weeks.map((w, i) => <tr key={w}><th scope="row">{shortWeek(w)}</th><td>{data.inquiriesPerWeek[i]}</td><td>{data.soldPerWeek[i]}</td><td>{data.offersAcceptedPerWeek[i]}</td></tr>)}
            </tbody>
          </table>
        </TableWrap>
      </Pair>

      <Pair>
        <WeeklyBars
          title="Median first response and time to sale, by week (hours)"
          weeks={data.weeks}
          series={[
            { label: 'First response', color: '#5f86c4', values: data.medianFirstResponsePerWeek.map((s) => (s === null ? null : s / 3600)) },
            { label: 'Time to sale', color: '#d69a20', values: data.medianTimeToSalePerWeek.map((s) => (s === null ? null : s / 3600)) },
          ]}
          format={(v) => `${v} h`}
        />
        <TableWrap>
          <table>
            <caption>Per associate (12 weeks)</caption>
            <thead>
              <tr><th scope="col">Associate</th><th scope="col">Inquiries</th><th scope="col">Sold</th><th scope="col">Inquiry to sale</th><th scope="col">Offers accepted</th><th scope="col">Median first response</th><th scope="col">Median time to sale</th></tr>
            </thead>
            <tbody>
              {data.associates.length === 0 && <tr><td colSpan={7}>No leads in these 12 weeks.</td></tr>}
              {data.associates.map((a) => (
                <tr key={a.associateId || 'none'}>
                  <th scope="row">{a.name}</th><td>{a.inquiries}</td><td>{a.sold}</td><td>{percent(a.conversion)}</td><td>{a.offersAccepted}</td>
                  <td>{formatDuration(a.medianFirstResponseSeconds)}</td><td>{formatDuration(a.medianTimeToSaleSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Pair>
      <Note>{data.medianMethod}</Note>
    </>
  );
}

const Grid = styled.div`display: grid; gap: 16px;`;
const Totals = styled.dl`
  display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 10px; margin: 0 0 20px;
  div { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 8px; padding: 10px 12px; }
  dt { font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-size: 1.25rem; font-weight: 700; }
`;
const Pair = styled.div`
  display: grid; gap: 16px; margin-bottom: 28px; align-items: start;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;
const TableWrap = styled.div`
  overflow-x: auto;
  table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
  caption { text-align: left; font-weight: 600; margin-bottom: 6px; }
  th, td { padding: 5px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: right; white-space: nowrap; }
  th[scope='row'], thead th:first-child { text-align: left; }
`;
const Note = styled.p`font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted};`;
