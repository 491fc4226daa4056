import { VIEWING_LIMITS, type ViewingKind } from '@rl/contracts';
import { Button, describeError, gridGap, serverFieldErrors } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { useCancelViewing, useLeadViewings, useScheduleViewing, viewingWhat, viewingWhen, type ViewingInput } from './viewings-api';

/**
 * The lead page's viewings: schedule a viewing (a place) or an inspection (a named inspector) at a day and
 * time of the team's clock; the buyer, and the seller when ticked, get a calendar invitation by mail. The
 * lead's viewings below, each with Cancel (the invitees' calendars drop the event).
 */
export function ScheduleViewingBox({ leadId }: { leadId: number }) {
  const id = useId();
  const viewings = useLeadViewings(leadId);
  const schedule = useScheduleViewing(leadId);
  const cancel = useCancelViewing();
  const [kind, setKind] = useState<ViewingKind>('viewing');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState(String(VIEWING_LIMITS.defaultMinutes));
  const [place, setPlace] = useState('');
  const [inspector, setInspector] = useState('');
  const [inviteSeller, setInviteSeller] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const errors = schedule.isError ? serverFieldErrors(schedule.error) : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const input: ViewingInput = {
      kind, date, time, durationMinutes: Number(duration), place: place.trim() || null,
      ...(kind === 'inspection' ? { inspector: inspector.trim() || null } : {}), inviteSeller,
    };
    await schedule.mutateAsync(input).then((v) => {
      setDone(`Scheduled for ${viewingWhen(v)}. The invitation${v.inviteSeller ? 's are' : ' is'} on the way.`);
      setPlace('');
      setInspector('');
    }, () => undefined);
  };
  const field = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {});
  const problem = (name: string) => errors[name] && <em id={`${id}-${name}-error`} role="alert">{errors[name]}</em>;
  const list = viewings.data?.viewings ?? [];

  return (
    <Box aria-labelledby={`${id}-title`} data-testid="schedule-viewing">
      <h4 id={`${id}-title`}>Viewings and inspections</h4>
      {list.length > 0 && (
        <ul aria-label="This lead's viewings">
          {list.map((v) => (
            <li key={v.id} data-status={v.status}>
              <span>
                <strong>{viewingWhen(v)}</strong> {viewingWhat(v)}
                {v.inviteSeller && ' · seller invited'}
              </span>
              {v.status === 'cancelled' ? <Chip $tone="neutral">Cancelled</Chip> : (
                <Button type="button" $size="sm" $variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(v.id)}>Cancel</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>Kind</legend>
          <label><input type="radio" name={`${id}-kind`} checked={kind === 'viewing'} onChange={() => setKind('viewing')} /> Viewing</label>
          <label><input type="radio" name={`${id}-kind`} checked={kind === 'inspection'} onChange={() => setKind('inspection')} /> Inspection</label>
        </fieldset>
        <Row>
          <label>Date<input type="date" value={date} onChange={(e) => setDate(e.target.value)} required {...field('date')} /></label>
          <label>Time<input type="time" value={time} onChange={(e) => setTime(e.target.value)} required {...field('time')} /></label>
          <label>Minutes<input type="number" min={VIEWING_LIMITS.minMinutes} max={VIEWING_LIMITS.maxMinutes} step={15} value={duration} onChange={(e) => setDuration(e.target.value)} {...field('durationMinutes')} /></label>
        </Row>
        {problem('date')}{problem('time')}{problem('durationMinutes')}
        {kind === 'inspection' && (
          <label>Inspected by<input value={inspector} maxLength={VIEWING_LIMITS.nameMax} onChange={(e) => setInspector(e.target.value)} placeholder="The inspector's name" {...field('inspector')} /></label>
        )}
        {problem('inspector')}
        <label>{kind === 'inspection' ? 'Place (optional)' : 'Place'}<input value={place} maxLength={VIEWING_LIMITS.placeMax} onChange={(e) => setPlace(e.target.value)} placeholder="Address" {...field('place')} /></label>
        {problem('place')}
        <label className="check"><input type="checkbox" checked={inviteSeller} onChange={(e) => setInviteSeller(e.target.checked)} /> Invite the seller too</label>
        {problem('inviteSeller')}
        {schedule.isError && Object.keys(errors).length === 0 && <em role="alert">{describeError(schedule.error)}</em>}
        {cancel.isError && <em role="alert">{describeError(cancel.error)}</em>}
        {done && <p role="status">{done}</p>}
        <Button type="submit" $size="sm" disabled={schedule.isPending || !date}>Schedule and send the invitation</Button>
      </form>
    </Box>
  );
}

const Box = styled.section`
  ${gridGap(8)}
  h4 { font-size: 1rem; }
  ul { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 10px; border-radius: ${({ theme }) => theme.radii.md}; border: 1px solid ${({ theme }) => theme.colors.border}; font-size: 0.9rem; }
  li[data-status='cancelled'] span { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: line-through; }
  form { display: grid; gap: 8px; }
  fieldset { display: flex; gap: 14px; border: 0; padding: 0; margin: 0; }
  legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 4px; }
  label { display: grid; gap: 4px; font-weight: 600; font-size: 0.875rem; }
  fieldset label, label.check { display: inline-flex; align-items: center; gap: 6px; font-weight: 500; }
  input:not([type='radio']):not([type='checkbox']) { width: 100%; min-height: 40px; padding: 6px 8px; font: inherit; font-weight: 400; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  em { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; font-style: normal; }
  p[role='status'] { color: ${({ theme }) => theme.colors.success}; font-size: 0.875rem; }
  button[type='submit'] { justify-self: start; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr 0.8fr;
  gap: 8px;
`;
