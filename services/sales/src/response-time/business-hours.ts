/** When the team works: days of the week (0 Sunday … 6 Saturday) and the opening hours, in one time zone. */
export interface BusinessHours {
  timeZone: string;
  days: ReadonlySet<number>;
  /** minutes after local midnight */
  opens: number;
  closes: number;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `Mon-Sat` or `Mon,Wed,Fri` -> day numbers; `09:00-19:00` -> minutes. Throws on anything else. */
export function parseBusinessHours(timeZone: string, days: string, hours: string): BusinessHours {
  new Intl.DateTimeFormat('en-US', { timeZone }); // throws RangeError for an unknown zone
  const day = (name: string) => {
    const i = WEEKDAYS.findIndex((w) => w.toLowerCase() === name.trim().toLowerCase());
    if (i < 0) throw new Error(`unknown day "${name}"`);
    return i;
  };
  const set = new Set<number>();
  for (const part of days.split(',')) {
    const [from, to] = part.split('-');
    if (to === undefined) set.add(day(from!));
    else for (let d = day(from!); ; d = (d + 1) % 7) { set.add(d); if (d === day(to)) break; }
  }
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(hours.trim());
  if (!m) throw new Error('hours must look like 09:00-19:00');
  const opens = Number(m[1]) * 60 + Number(m[2]);
  const closes = Number(m[3]) * 60 + Number(m[4]);
  if (!(opens < closes && closes <= 24 * 60)) throw new Error('hours must open before they close, within a day');
  return { timeZone, days: set, opens, closes };
}

/** The zone's offset from UTC at `utcMs`, in ms (local = utc + offset). */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(utcMs / 1000) * 1000;
}

/**
 * `from` plus `minutes` of working time: time outside the opening hours and on closed days does not count
 * (an inquiry on Saturday evening is due on Monday morning). Computed on the zone's wall clock.
 */
export function addBusinessMinutes(from: Date, minutes: number, hours: BusinessHours): Date {
  const offset = offsetAt(from.getTime(), hours.timeZone);
  let local = from.getTime() + offset;
  let left = minutes * MINUTE;
  for (let guard = 0; guard < 3700; guard++) {
    const dayStart = Math.floor(local / DAY) * DAY;
    const open = dayStart + hours.opens * MINUTE;
    const close = dayStart + hours.closes * MINUTE;
    if (!hours.days.has(new Date(dayStart).getUTCDay()) || local >= close) {
      local = dayStart + DAY + hours.opens * MINUTE;
      continue;
    }
    if (local < open) local = open;
    if (left <= close - local) {
      local += left;
      // the wall-clock time back to UTC with the offset in force then (a DST change in between moves it)
      const guess = local - offset;
      return new Date(local - offsetAt(guess, hours.timeZone));
    }
    left -= close - local;
    local = dayStart + DAY + hours.opens * MINUTE;
  }
  throw new Error('no working time in ten years: check the business days');
}
