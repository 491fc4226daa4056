/**
 * Wall-clock dates and times of the team's time zone (TEAM_TIME_ZONE) and the instants they name, with
 * Intl only. A time that does not exist (the hour skipped when clocks go forward) moves forward by the gap;
 * one that happens twice (clocks go back) is the first.
 */

interface Parts { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

const formats = new Map<string, Intl.DateTimeFormat>();
function partsAt(utcMs: number, timeZone: string): Parts {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute),
    second: Number(p.second), weekday: weekdays.indexOf(p.weekday ?? 'Sun'),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(utcMs: number, timeZone: string): number {
  const p = partsAt(utcMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utcMs / 1000) * 1000;
}

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:MM) on the zone's clocks. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // two passes settle the offset on either side of a change of the clocks
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(Math.min(first, second));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar day (YYYY-MM-DD) at an instant. */
export function zonedDate(at: Date, timeZone: string): string {
  const p = partsAt(at.getTime(), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** A calendar day moved by `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday of the zone's week that holds `at`. */
export function weekStart(at: Date, timeZone: string): string {
  const p = partsAt(at.getTime(), timeZone);
  return addDays(`${p.year}-${pad(p.month)}-${pad(p.day)}`, -((p.weekday + 6) % 7));
}

/** "Tuesday, December 1, 2026 at 10:00 AM PST": a viewing's time as the invitees read it in the mails. */
export function describeWhen(at: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
  return `${day} at ${time}`;
}
