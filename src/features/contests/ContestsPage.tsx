// The contests overview (spec part 1 §2 /{lang}/contests/, contest menu "overview" and "last
// contests"): the running contests first, then the finished ones, each linking to its page.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { FeatureFeedback } from '../feedback/FeatureFeedback.tsx';
import { type ContestSummary, getContests } from './contestList.ts';
import './contests.css';

function ContestCards({ contests }: { contests: readonly ContestSummary[] }) {
  const { i18n } = useLingui();
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium' });
  return (
    <ul className="contest-cards">
      {contests.map((item) => (
        <li key={item.id} className="card contest-card" data-testid="contest-card" data-contest-id={item.id}>
          <RouteLink to="contest" params={{ id: String(item.id) }}>
            <strong>{item.title}</strong>
          </RouteLink>
          <small>
            <Trans>
              {date(item.startsAt)} to {date(item.endsAt)}, {item.mediaCount} entries
            </Trans>
          </small>
        </li>
      ))}
    </ul>
  );
}

export default function ContestsPage(_props: PageProps) {
  useLaterTexts();
  const [lists, setLists] = useState<{ running: ContestSummary[]; last: ContestSummary[] } | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLists('loading');
    Promise.all([getContests(true), getContests(false)])
      .then(([running, others]) => current && setLists({ running, last: others.filter((item) => item.endsAt <= Date.now()) }))
      .catch(() => current && setLists('error'));
    return () => {
      current = false;
    };
  }, [attempt]);
  return (
    <main className="page contests-page" data-testid="contests-page">
      <h1>
        <Trans>Contests</Trans>
      </h1>
      <p>
        <Trans>Performers enter their best photos and videos. Vote for your favourites: you have five votes in every contest.</Trans>
      </p>
      <p>
        <RouteLink to="clashOfCams" data-testid="clash-link">
          <Trans>Clash of cams: two performers, one vote</Trans>
        </RouteLink>
      </p>
      {lists === 'loading' && <ListSkeleton kind="card" count={4} listClassName="contest-cards" />}
      {lists === 'error' && (
        <ListError onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>The contests could not be loaded.</Trans>
        </ListError>
      )}
      {typeof lists === 'object' && (
        <>
          <h2>
            <Trans>Running contests</Trans>
          </h2>
          {lists.running.length ? (
            <ContestCards contests={lists.running} />
          ) : (
            <ListEmpty>
              <Trans>No contest is running right now.</Trans>
            </ListEmpty>
          )}
          <h2 id="last-contests">
            <Trans>Last contests</Trans>
          </h2>
          {lists.last.length ? (
            <ContestCards contests={lists.last} />
          ) : (
            <ListEmpty>
              <Trans>No contest has ended yet.</Trans>
            </ListEmpty>
          )}
        </>
      )}
      <FeatureFeedback featureId="contests" />
    </main>
  );
}
