/** "Answered in 12 min" / "Not answered yet": the lead's time to first response. */
export function firstResponseText(seconds: number | null): string {
  if (seconds === null) return 'Not answered yet';
  if (seconds < 60) return 'Answered in under a minute';
  if (seconds < 3600) return `Answered in ${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `Answered in ${Math.round(seconds / 360) / 10} h`;
  return `Answered in ${Math.round(seconds / 8640) / 10} days`;
}

/** "Due in 1 h 20 min" / "Overdue by 35 min": the response-time promise of an unanswered lead. */
export function dueText(dueAt: string, overdue: boolean, now = Date.now()): string {
  const minutes = Math.max(1, Math.round(Math.abs(new Date(dueAt).getTime() - now) / 60_000));
  const span = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return overdue ? `Overdue by ${span}` : `Due in ${span}`;
}
