// The contest on screen (spec part 1 §2 contest head and grid, §3 Contest, §4 Contest vote): its
// head, the grid of the chosen menu view, the top list and the guest's votes. The server decides
// every vote; a vote on its way takes no second click. A success raises the vote count and is
// emitted as a voting event; needAvs opens the age-check dialog; a used-up limit opens the
// vote-limit dialog. Everybody's votes arrive over the socket (contest.voting).
import { proxy } from 'valtio';
import {
  addContestMediaVoting,
  deleteContestMediaVoting,
  getContestGridItems,
  getContestGuestData,
  getContestHeader,
  getContestTopList,
} from '../../api/contests.ts';
import { ApiError } from '../../api/errors.ts';
import { namedGuestId, showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import { CONTEST_GRID, type ContestSub } from '../../contract/contests.ts';
import type { ContestGridItem, ContestGuestData, ContestHeader } from '../../contract/entities.ts';
import { openModal } from '../../state/modals.ts';
import { openLogin } from '../checkout/index.ts';
import { appendItems, type VoteOutcome, voteOutcomeBeforeCall, voteOutcomeOf, withGuestVote, withVotes } from './contestRules.ts';

export type ListStatus = 'loading' | 'ok' | 'error';

export const contest = proxy({
  contestId: 0,
  status: 'loading' as ListStatus,
  header: null as ContestHeader | null,
  sub: 'all' as ContestSub,
  /** The per-actor view: the actor's name, else null. */
  actorName: null as string | null,
  items: [] as ContestGridItem[],
  total: 0,
  loadingMore: false,
  topList: [] as ContestGridItem[],
  guestData: { voteCount: 0, hideVoteLimitModal: false } as ContestGuestData,
  /** Entries with a vote call on its way, by media id. */
  pending: {} as Record<number, true>,
  /** The dialog the last vote opened on the page itself ('voteLimit'), or null. */
  dialog: null as 'voteLimit' | null,
  /** The guest's "do not show again" choice of the contest-like dialog, sent with the next vote. */
  hideConfirmWindow: false,
  /** The outcome of the last vote (shown beside the grid). */
  lastOutcome: null as VoteOutcome | null,
});

let loadSerial = 0;

async function loadGrid(serial: number): Promise<void> {
  const page = await getContestGridItems({
    contestId: contest.contestId,
    contestSub: contest.sub,
    limit: CONTEST_GRID.pageSize,
    offset: 0,
    actorName: contest.actorName ?? undefined,
  });
  if (serial !== loadSerial) return;
  Object.assign(contest, { items: page.contestGridItems, total: page.total });
}

/** Loads a contest: head (in the language), guest data, the grid of the current view and the top list. */
export async function loadContest(contestId: number, language: string): Promise<void> {
  const serial = ++loadSerial;
  Object.assign(contest, {
    contestId,
    status: 'loading',
    header: null,
    items: [],
    total: 0,
    topList: [],
    dialog: null,
    lastOutcome: null,
    sub: 'all',
    actorName: null,
  });
  try {
    const [header, guestData, topList] = await Promise.all([
      getContestHeader(contestId, language),
      getContestGuestData(contestId),
      getContestTopList(contestId),
      loadGrid(serial),
    ]);
    if (serial !== loadSerial) return;
    Object.assign(contest, {
      status: 'ok',
      header: header.header,
      guestData: guestData.guestData,
      topList: topList.topList,
      hideConfirmWindow: guestData.guestData.hideVoteLimitModal,
    });
  } catch {
    if (serial === loadSerial) contest.status = 'error';
  }
}

/** Switches the menu view (overview, top 10, voted, not voted) or one actor's entries. */
export async function showView(sub: ContestSub, actorName: string | null = null): Promise<void> {
  const serial = ++loadSerial;
  Object.assign(contest, { sub, actorName, items: [], total: 0 });
  try {
    await loadGrid(serial);
  } catch {
    if (serial === loadSerial) contest.status = 'error';
  }
}

export async function loadMoreItems(): Promise<void> {
  if (contest.loadingMore || contest.items.length >= contest.total) return;
  const serial = loadSerial;
  contest.loadingMore = true;
  try {
    const page = await getContestGridItems({
      contestId: contest.contestId,
      contestSub: contest.sub,
      limit: CONTEST_GRID.pageSize,
      offset: contest.items.length,
      actorName: contest.actorName ?? undefined,
    });
    if (serial === loadSerial) contest.items = appendItems(contest.items, page.contestGridItems);
  } catch {
    // the button stays: the guest may ask again
  } finally {
    if (serial === loadSerial) contest.loadingMore = false;
  }
}

type VoteListener = (vote: { contestId: number; mediaId: number; voteCount: number }) => void;
const voteListeners = new Set<VoteListener>();

/**
 * The voting event (spec part 1 §4): every successful vote of this guest, from now on. No screen
 * listens yet; the spec names the event, so it stays.
 * @public
 */
export function onContestVote(listener: VoteListener): () => void {
  voteListeners.add(listener);
  return () => {
    voteListeners.delete(listener);
  };
}

function settleOutcome(outcome: VoteOutcome): void {
  contest.lastOutcome = outcome;
  if (outcome === 'loginNeeded') void openLogin();
  if (outcome === 'needAvs') openModal('avs');
  if (outcome === 'limitReached') contest.dialog = 'voteLimit';
}

/** Votes for an entry. */
export async function vote(item: ContestGridItem): Promise<VoteOutcome | null> {
  if (contest.pending[item.mediaId]) return null;
  const early = voteOutcomeBeforeCall({ isLoggedIn: showsLoggedInNow(), isActive: contest.header?.isActive === true });
  if (early) {
    settleOutcome(early);
    return early;
  }
  contest.pending[item.mediaId] = true;
  const contestId = contest.contestId;
  let outcome: VoteOutcome;
  try {
    // a logged-in guest's tab still connecting: the vote waits for the connection to name them
    const guestId = await namedGuestId();
    if (guestId === null) throw new Error('the guest was not named');
    const answer = await addContestMediaVoting({
      actorId: item.actorId,
      contestId,
      guestId,
      mediaId: item.mediaId,
      albumId: item.albumId,
      hideConfirmWindow: contest.hideConfirmWindow,
    });
    outcome = 'voted';
    if (contest.contestId === contestId) {
      contest.guestData.voteCount = answer.voteCount;
      contest.items = withGuestVote(contest.items, item.mediaId, guestId);
    }
    for (const listener of [...voteListeners]) listener({ contestId, mediaId: item.mediaId, voteCount: answer.voteCount });
    if (!contest.hideConfirmWindow) openModal('contest-like');
  } catch (error) {
    outcome = error instanceof ApiError ? voteOutcomeOf(error.code) : 'failed';
  } finally {
    delete contest.pending[item.mediaId];
  }
  settleOutcome(outcome);
  return outcome;
}

/** Takes the guest's vote for an entry back. */
export async function unvote(item: ContestGridItem): Promise<void> {
  if (contest.pending[item.mediaId]) return;
  contest.pending[item.mediaId] = true;
  try {
    const answer = await deleteContestMediaVoting({ contestId: contest.contestId, mediaId: item.mediaId, albumId: item.albumId });
    contest.guestData.voteCount = answer.voteCount;
    contest.items = withGuestVote(contest.items, item.mediaId, null);
  } catch {
    contest.lastOutcome = 'failed';
  } finally {
    delete contest.pending[item.mediaId];
  }
}

export function closeContestDialog(): void {
  contest.dialog = null;
}

export function setHideConfirmWindow(hide: boolean): void {
  contest.hideConfirmWindow = hide;
}

/** contest.voting over the socket: an entry's new total, in the grid and the top list. */
export function applyContestVoting(data: { contestId: number; mediaId: number; votes: number }): void {
  if (data.contestId !== contest.contestId) return;
  contest.items = withVotes(contest.items, data.mediaId, data.votes);
  contest.topList = withVotes(contest.topList, data.mediaId, data.votes);
}
