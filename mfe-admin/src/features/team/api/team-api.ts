import { TEAM_VIEW_API, TeamStatsSchema, type TeamStats } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { checkedAnswer } from '../../../api/checked-answer';

/** GET /api/desk/team: the last 12 weeks of the team (admins). */
export const fetchTeamStats = async (): Promise<TeamStats> =>
  checkedAnswer(TeamStatsSchema, TEAM_VIEW_API.deskTeam, await getJson<unknown>(TEAM_VIEW_API.deskTeam));

export const useTeamStats = () => useQuery({ queryKey: [TEAM_VIEW_API.deskTeam], queryFn: fetchTeamStats, refetchInterval: 60_000 });
