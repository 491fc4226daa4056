/** "Answered in 12 min" / "Not answered yet": the lead's time to first response. */
export function firstResponseText(seconds: number | null): string {
  if (seconds === null) return 'Not answered yet';
  if (seconds < 60) return 'Answered in under a minute';
  if (seconds < 3600) return `Answered in ${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `Answered in ${Math.round(seconds / 360) / 10} h`;
  return `Answered in ${Math.round(seconds / 8640) / 10} days`;
}
