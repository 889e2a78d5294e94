// Clash of cams (spec part 1 §3 "clash-of-cams vote", §4 the clash-of-cams voting event; the
// screen is ours): the current clash's actors side by side, each with its votes, its share of
// them as a bar and a vote button. A logged-out guest's button asks them to log in; the server
// takes one vote per guest and clash. Everybody's votes arrive over the socket, so the bars move
// in every open tab. Heading and layout are there from the first paint; the actors take the
// place of stand-ins of their size. A vote button's name is its visible text; the actor it is
// for is its description (a name that differs from the text confuses voice control).

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import type { Clash, ClashActor } from '../../contract/clashOfCams.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { guest } from '../../state/guest.ts';
import { LoadingStatus, SkeletonText } from '../../ui/ListState.tsx';
import { type OfflineGate, useOfflineGate } from '../../ui/OfflineReason.tsx';
import { voteActionOf, voteShares } from './clashRules.ts';
import { applyClashVoting, type ClashOutcome, clashOfCams, loadClash, voteFor } from './store.ts';
import './clashOfCams.css';

function ActorCard({ actor, share, clash, offline }: { actor: ClashActor; share: number; clash: Clash; offline: OfflineGate }) {
  const isLoggedIn = useShowsLoggedIn();
  const snap = useSnapshot(clashOfCams);
  const action = voteActionOf({ isLoggedIn, isActive: clash.isActive, votedActorId: clash.votedActorId });
  const name = actor.name;
  const votes = actor.votes;
  const isMine = clash.votedActorId === actor.actorId;
  return (
    <li className="clash-actor" data-testid="clash-actor" data-actor-id={actor.actorId} data-mine={isMine || undefined}>
      <RouteLink to="actorProfile" params={{ actorName: name }} className="clash-actor__link">
        <img
          className="clash-actor__picture"
          src={actor.picture.src}
          srcSet={actor.picture.srcSet}
          sizes="(min-width: 768px) 320px, 45vw"
          width={actor.picture.width}
          height={actor.picture.height}
          alt=""
        />
        <strong id={`clash-actor-${actor.actorId}`}>{name}</strong>
      </RouteLink>
      <p className="clash-actor__votes" data-testid="clash-votes" data-votes={votes}>
        <Plural value={votes} one="# vote" other="# votes" /> · {share} %
      </p>
      <span className="clash-bar" aria-hidden="true">
        <span className="clash-bar__fill" style={{ width: `${share}%` }} />
      </span>
      {isMine ? (
        <p className="clash-actor__mine" data-testid="clash-my-vote">
          <Trans>Your vote</Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          data-testid="clash-vote"
          disabled={action === 'none' || snap.pending || offline.isOffline}
          aria-describedby={[`clash-actor-${actor.actorId}`, offline.describedBy].filter(Boolean).join(' ')}
          onClick={() => void voteFor(actor.actorId)}
        >
          {action === 'login' ? <Trans>Log in to vote</Trans> : <Trans>Vote</Trans>}
        </button>
      )}
    </li>
  );
}

function Outcome({ outcome }: { outcome: ClashOutcome | null }) {
  return (
    <p className="clash-outcome" role="status" data-testid="clash-outcome" data-outcome={outcome ?? undefined}>
      {outcome === 'voted' ? <Trans>Thank you: your vote is counted.</Trans> : null}
      {outcome === 'votedBefore' ? <Trans>You have voted in this clash already.</Trans> : null}
      {outcome === 'closed' ? <Trans>This clash has ended.</Trans> : null}
      {outcome === 'failed' ? <Trans>Your vote could not be sent. Please try again.</Trans> : null}
    </p>
  );
}

function ClashView({ clash }: { clash: Clash }) {
  const { i18n } = useLingui();
  const snap = useSnapshot(clashOfCams);
  const shares = voteShares(clash.actors.map((actor) => actor.votes));
  const offline = useOfflineGate(clash.isActive ? 'vote' : null);
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  return (
    <section data-testid="clash" data-clash-id={clash.clashId} data-active={clash.isActive}>
      <h2>{clash.title}</h2>
      <p>
        {clash.isActive ? (
          <Trans>Vote until {date(clash.end)}. One vote per guest.</Trans>
        ) : (
          <Trans>This clash ended on {date(clash.end)}.</Trans>
        )}
      </p>
      <ul className="clash-actors">
        {clash.actors.map((actor, index) => (
          <ActorCard key={actor.actorId} actor={actor} share={shares[index] ?? 0} clash={clash} offline={offline} />
        ))}
      </ul>
      {offline.reason}
      <Outcome outcome={snap.outcome} />
    </section>
  );
}

/** The clash's stand-in: title, period and two actors of the real ones' size. */
function ClashSkeleton() {
  return (
    <LoadingStatus testId="clash-loading">
      <h2>
        <SkeletonText short />
      </h2>
      <p>
        <SkeletonText short />
      </p>
      <ul className="clash-actors">
        {[0, 1].map((n) => (
          <li key={n} className="clash-actor">
            <span className="skeleton clash-actor__picture" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="clash-bar" />
            <span className="skeleton clash-actor__button-skeleton" />
          </li>
        ))}
      </ul>
      <p className="clash-outcome" />
    </LoadingStatus>
  );
}

export default function ClashOfCamsPage(_props: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const snap = useSnapshot(clashOfCams);
  const live = useSnapshot(guest);
  // asked again in the page's language and for the guest now logged in (their vote)
  useEffect(() => {
    void loadClash();
  }, [i18n.locale, live.guestId]);
  useEffect(() => onServerFrame('clashofcams.voting', applyClashVoting), []);
  // Votes cast while this page had no live connection (loading, a network drop) came as no
  // frame: the standing is asked again whenever a session starts.
  useEffect(() => onServerFrame('session.ack', () => void loadClash()), []);
  return (
    <main className="page clash-page" data-testid="clash-page">
      <h1>
        <Trans>Clash of cams</Trans>
      </h1>
      {snap.status === 'loading' && !snap.clash ? <ClashSkeleton /> : null}
      {snap.status === 'error' ? (
        <p role="alert" data-testid="clash-error">
          <Trans>The clash could not be loaded.</Trans>{' '}
          <button type="button" className="button" onClick={() => void loadClash()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {snap.status !== 'error' && snap.clash ? <ClashView clash={snap.clash as Clash} /> : null}
      {snap.status === 'ok' && !snap.clash ? (
        <p data-testid="clash-none">
          <Trans>There is no clash of cams right now. Come back soon.</Trans>
        </p>
      ) : null}
    </main>
  );
}
