// The contest list of the overview page, from the query service (spec part 2 §7.10 contests).
import { query } from '../../api/query.ts';

export interface ContestSummary {
  id: number;
  title: string;
  startsAt: number;
  endsAt: number;
  mediaCount: number;
}

/** Contests running now (true) or not running (false), the latest ending first. */
export async function getContests(running: boolean): Promise<ContestSummary[]> {
  const answer = await query<{ contests: ContestSummary[] }>(
    'query Contests($r: Boolean) { contests(running: $r, first: 20) { id title startsAt endsAt mediaCount } }',
    { r: running },
  );
  return answer.contests;
}
