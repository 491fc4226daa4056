import { StaffLogResponseSchema, type StaffLogResponse, API } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../shared/api/checked-answer';

/** The filter as the form holds it: every field optional text ('' = any). */
export interface StaffLogFilter { actor: string; action: string; objectType: string; objectId: string; from: string; to: string }
export const NO_FILTER: StaffLogFilter = { actor: '', action: '', objectType: '', objectId: '', from: '', to: '' };

/** The query string of a filter (only the fields set; `from`/`to` as ISO times from the form's local date-times). */
export function staffLogQuery(f: StaffLogFilter, before?: string): string {
  const q = new URLSearchParams();
  for (const key of ['actor', 'action', 'objectType', 'objectId'] as const) if (f[key].trim()) q.set(key, f[key].trim());
  if (f.from) q.set('from', new Date(f.from).toISOString());
  if (f.to) q.set('to', new Date(f.to).toISOString());
  if (before) q.set('before', before);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/staff/log: one page, newest first. */
export const fetchStaffLog = async (f: StaffLogFilter, before?: string): Promise<StaffLogResponse> => {
  const url = `${API.staffLog}${staffLogQuery(f, before)}`;
  return checkedAnswer(StaffLogResponseSchema, API.staffLog, await getJson<unknown>(url));
};

/** The JSON Lines download of the same filter. */
export const staffLogExportUrl = (f: StaffLogFilter) => `${API.staffLogExport}${staffLogQuery(f)}`;
