import { useQuery } from '@tanstack/react-query';
import { adminKeys, fetchStats } from '../api/admin-api';

/** The four counts of the summary cards (spec §3 Stats). */
export const useStats = () => useQuery({ queryKey: adminKeys.stats(), queryFn: fetchStats });
