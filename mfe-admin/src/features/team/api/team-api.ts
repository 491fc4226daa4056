import { TeamStatsSchema, type TeamStats, API } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { checkedAnswer } from '../../../shared/api/checked-answer';

/** GET /api/desk/team: the last 12 weeks of the team (admins). */
export const fetchTeamStats = async (): Promise<TeamStats> =>
  checkedAnswer(TeamStatsSchema, API.deskTeam, await getJson<unknown>(API.deskTeam));

export const useTeamStats = () => useQuery({ queryKey: [API.deskTeam], queryFn: fetchTeamStats, refetchInterval: 60_000 });
