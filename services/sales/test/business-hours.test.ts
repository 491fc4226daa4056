import { addBusinessMinutes, parseBusinessHours } from '../src/response-time/business-hours.js';

// the team in Los Angeles, Monday to Saturday, 9:00 to 19:00 (PST is UTC-8 from 1 Nov 2026, PDT UTC-7 before)
const hours = parseBusinessHours('America/Los_Angeles', 'Mon-Sat', '09:00-19:00');
const due = (iso: string, minutes = 120) => addBusinessMinutes(new Date(iso), minutes, hours).toISOString();

describe('the response-time promise: two business hours', () => {
  it.each([
    ['Monday 10:00 -> Monday 12:00', '2026-11-23T18:00:00Z', '2026-11-23T20:00:00.000Z'],
    ['Monday 18:30 -> Tuesday 10:30', '2026-11-24T02:30:00Z', '2026-11-24T18:30:00.000Z'],
    ['Tuesday 07:00 (before opening) -> Tuesday 11:00', '2026-11-24T15:00:00Z', '2026-11-24T19:00:00.000Z'],
    ['Saturday 18:00 -> Monday 10:00 (Sunday is closed)', '2026-11-29T02:00:00Z', '2026-11-30T18:00:00.000Z'],
    ['Sunday 12:00 -> Monday 11:00', '2026-11-29T20:00:00Z', '2026-11-30T19:00:00.000Z'],
    ['Saturday 18:30 PDT -> Monday 10:30 PST (the clocks went back on Sunday)', '2026-11-01T01:30:00Z', '2026-11-02T18:30:00.000Z'],
  ])('%s', (_name, from, expected) => {
    expect(due(from)).toBe(expected);
  });

  it('other days, hours and promises', () => {
    const weekdays = parseBusinessHours('Europe/Berlin', 'Mon,Tue,Wed,Thu,Fri', '08:30-17:00');
    // Friday 16:30 in Berlin (UTC+1) + 60 min -> Monday 09:00
    expect(addBusinessMinutes(new Date('2026-11-27T15:30:00Z'), 60, weekdays).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('refuses malformed settings', () => {
    expect(() => parseBusinessHours('Mars/Olympus', 'Mon-Sat', '09:00-19:00')).toThrow();
    expect(() => parseBusinessHours('UTC', 'Funday', '09:00-19:00')).toThrow(/unknown day/);
    expect(() => parseBusinessHours('UTC', 'Mon-Sat', '19:00-09:00')).toThrow(/open before/);
    expect(() => parseBusinessHours('UTC', 'Mon-Sat', '9-19')).toThrow(/09:00-19:00/);
  });
});
