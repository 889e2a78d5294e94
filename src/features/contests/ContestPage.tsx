// One contest (spec part 1 §2 /{lang}/contests/{id}/, contest head and grid with voting, contest
// menu): the head in the page's language, the guest's votes left, the menu (overview, top 10,
// voted, not voted, per actor, last contests), the grid with a vote button per entry and the top
// list. Votes of everybody arrive over the socket.

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { type ContestSub, votesLeft } from '../../contract/contests.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { ContestGrid } from './ContestGrid.tsx';
import { applyContestVoting, contest, loadContest, showView } from './store.ts';
import { VoteLimitDialog } from './VoteLimitDialog.tsx';
import './contests.css';

function ContestMenu() {
  const { t } = useLingui();
  const snap = useSnapshot(contest);
  const [actorName, setActorName] = useState('');
  const views: { sub: ContestSub; label: string }[] = [
    { sub: 'all', label: t`Overview` },
    { sub: 'top10', label: t`Top 10` },
    { sub: 'voted', label: t`Voted` },
    { sub: 'notVoted', label: t`Not voted` },
  ];
  const byActor = (event: FormEvent) => {
    event.preventDefault();
    const name = actorName.trim();
    void showView('all', name === '' ? null : name);
  };
  return (
    <nav className="contest-menu" aria-label={t`Contest menu`} data-testid="contest-menu">
      {views.map((view) => (
        <button
          key={view.sub}
          type="button"
          className="button"
          aria-pressed={snap.sub === view.sub && snap.actorName === null}
          data-testid={`contest-view-${view.sub}`}
          onClick={() => void showView(view.sub)}
        >
          {view.label}
        </button>
      ))}
      <form className="contest-menu__actor" onSubmit={byActor}>
        <label>
          <Trans>Per actor</Trans>
          <input value={actorName} maxLength={60} onChange={(event) => setActorName(event.target.value)} data-testid="contest-actor-name" />
        </label>
        <button type="submit" className="button">
          <Trans>Show</Trans>
        </button>
      </form>
      <RouteLink to="contests" className="button">
        <Trans>Last contests</Trans>
      </RouteLink>
    </nav>
  );
}

/**
 * The head's place while it loads, line for line (title, text, dates, votes), so the menu and the
 * grid below are where they stay when it arrives (issue 20, point 6).
 */
function ContestHeadSkeleton() {
  return (
    <header className="contest-head" aria-hidden="true" data-testid="contest-head-loading">
      <h1>
        <SkeletonText short />
      </h1>
      <p>
        <SkeletonText className="contest-head__text-skeleton" />
      </p>
      <p>
        <SkeletonText short />
      </p>
      <p>
        <SkeletonText short />
      </p>
    </header>
  );
}

function ContestHead() {
  const { i18n } = useLingui();
  const snap = useSnapshot(contest);
  if (!snap.header) return snap.status === 'loading' ? <ContestHeadSkeleton /> : null;
  const left = votesLeft(snap.guestData.voteCount);
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  return (
    <header className="contest-head" data-testid="contest-head" data-active={snap.header.isActive}>
      <h1>{snap.header.title}</h1>
      <p>{snap.header.text}</p>
      <p>
        <Trans>
          From {date(snap.header.start)} to {date(snap.header.end)}
        </Trans>
      </p>
      {snap.header.isActive ? (
        <p className="contest-head__votes" data-testid="contest-votes-left" data-vote-count={snap.guestData.voteCount}>
          <Trans>Votes left: {left}</Trans>
        </p>
      ) : (
        <p data-testid="contest-closed">
          <Trans>Voting has ended.</Trans>
        </p>
      )}
    </header>
  );
}

function TopList() {
  const snap = useSnapshot(contest);
  if (snap.topList.length === 0) return null;
  return (
    <aside className="contest-top" data-testid="contest-top-list">
      <h2>
        <Trans>Top list</Trans>
      </h2>
      <ol>
        {snap.topList.map((item) => (
          <li key={item.itemHash}>
            {item.actorName} <small>({item.votes})</small>
          </li>
        ))}
      </ol>
    </aside>
  );
}

export default function ContestPage({ route }: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const snap = useSnapshot(contest);
  const contestId = route.id === 'contest' ? Number(route.params.id) : NaN;
  useEffect(() => {
    if (Number.isInteger(contestId) && contestId > 0) void loadContest(contestId, i18n.locale);
  }, [contestId, i18n.locale]);
  useEffect(() => {
    return onServerFrame('contest.voting', applyContestVoting);
  }, []);
  if (!Number.isInteger(contestId) || contestId <= 0 || (snap.status === 'error' && !snap.header)) {
    return (
      <main className="page contest-page" data-testid="contest-page">
        <p role="alert">
          <Trans>This contest could not be found.</Trans>
        </p>
        <RouteLink to="contests">
          <Trans>All contests</Trans>
        </RouteLink>
      </main>
    );
  }
  return (
    <main className="page contest-page" data-testid="contest-page" aria-busy={snap.status === 'loading'}>
      <ContestHead />
      <ContestMenu />
      <div className="contest-page__body">
        <ContestGrid />
        <TopList />
      </div>
      {snap.dialog === 'voteLimit' && <VoteLimitDialog />}
    </main>
  );
}
