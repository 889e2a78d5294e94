// The clash of cams on screen: the current clash with its standing and the guest's vote. The
// server decides the vote; a vote on its way takes no second click. Everybody's votes arrive
// over the socket (`clashofcams.voting`), so every open tab moves its bars without a reload.
import { proxy } from 'valtio';
import { getCurrentClash, voteInClash } from '../../api/clashOfCams.ts';
import { ApiError } from '../../api/errors.ts';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { Clash, ClashStanding } from '../../contract/clashOfCams.ts';
import { openLogin } from '../checkout/index.ts';
import { voteActionOf, withStandings } from './clashRules.ts';

/** What the guest's last vote came to, said beside the buttons. */
export type ClashOutcome = 'voted' | 'votedBefore' | 'closed' | 'failed';

export const clashOfCams = proxy({
  status: 'loading' as 'loading' | 'ok' | 'error',
  /** null once loaded: there is no clash. */
  clash: null as Clash | null,
  /** A vote call is on its way. */
  pending: false,
  outcome: null as ClashOutcome | null,
});

let loadSerial = 0;

/** Loads the current clash (in the page's language: the call carries it). */
export async function loadClash(): Promise<void> {
  const serial = ++loadSerial;
  clashOfCams.status = 'loading';
  try {
    const answer = await getCurrentClash();
    if (serial !== loadSerial) return;
    // Asked again (a session started): a vote heard meanwhile may be newer than this answer.
    const shown = clashOfCams.clash;
    const clash =
      shown && answer.clash && shown.clashId === answer.clash.clashId
        ? { ...answer.clash, actors: withStandings(answer.clash.actors, shown.actors) }
        : answer.clash;
    Object.assign(clashOfCams, { status: 'ok', clash });
  } catch {
    if (serial === loadSerial) clashOfCams.status = 'error';
  }
}

function applyStandings(clashId: number, standings: readonly ClashStanding[]): void {
  const clash = clashOfCams.clash;
  if (clash?.clashId === clashId) clash.actors = withStandings(clash.actors, standings);
}

/** clashofcams.voting over the socket: anyone's vote, with the standings after it. */
export function applyClashVoting(data: { clashId: number; standings: ClashStanding[] }): void {
  applyStandings(data.clashId, data.standings);
}

/** The guest votes for an actor; a logged-out guest is asked to log in instead. */
export async function voteFor(actorId: number): Promise<void> {
  const clash = clashOfCams.clash;
  if (!clash || clashOfCams.pending) return;
  const action = voteActionOf({
    isLoggedIn: showsLoggedInNow(),
    isActive: clash.isActive,
    votedActorId: clash.votedActorId,
  });
  if (action === 'login') return void openLogin();
  if (action === 'none') return;
  clashOfCams.pending = true;
  try {
    const answer = await voteInClash({ clashId: clash.clashId, actorId });
    applyStandings(clash.clashId, answer.standings);
    if (clashOfCams.clash?.clashId === clash.clashId) clashOfCams.clash.votedActorId = answer.votedActorId;
    // counted false: this vote was in already (sent from another tab of the guest's)
    clashOfCams.outcome = answer.counted ? 'voted' : 'votedBefore';
  } catch (error) {
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'UNAUTHORIZED') void openLogin();
    // voted in another tab, or the clash ended meanwhile: the clash as it is now says which
    clashOfCams.outcome =
      code === 'CONFLICT' ? (clash.isActive && new Date(clash.end).getTime() > Date.now() ? 'votedBefore' : 'closed') : 'failed';
    if (code === 'CONFLICT') await loadClash();
  } finally {
    clashOfCams.pending = false;
  }
}
