// The contest grid (spec part 1 §3 Contest grid items): each entry's picture, actor, number of
// elements and votes, and the vote button (or "voted", which takes the vote back); offline, the
// votes wait with the reason shown once above the grid (issue 22 point 8).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { guest } from '../../state/guest.ts';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { useOfflineGate } from '../../ui/OfflineReason.tsx';
import { useOutcomeText } from './contestTexts.ts';
import { contest, loadMoreItems, unvote, vote } from './store.ts';

/** Stand-ins while the entries load: a phone's first screen of them. */
const CONTEST_SKELETON_ITEMS = 6;

export function ContestGrid() {
  const { t } = useLingui();
  const snap = useSnapshot(contest);
  const me = useSnapshot(guest);
  const outcomeText = useOutcomeText();
  const canVote = snap.header?.isActive === true;
  const offline = useOfflineGate(canVote ? 'vote' : null);
  return (
    <section className="contest-grid-section" aria-label={t`Entries`}>
      {snap.lastOutcome && snap.lastOutcome !== 'voted' && (
        <p className="contest-notice" role="status" data-testid="contest-notice" data-outcome={snap.lastOutcome}>
          {outcomeText(snap.lastOutcome)}
        </p>
      )}
      {offline.reason}
      {snap.status === 'ok' && snap.items.length === 0 && (
        <p>
          <Trans>No entries in this view.</Trans>
        </p>
      )}
      {snap.status === 'loading' && snap.items.length === 0 && (
        <ListSkeleton kind="picture" count={CONTEST_SKELETON_ITEMS} listClassName="contest-grid tile-grid" />
      )}
      <ul className="contest-grid tile-grid">
        {snap.items.map((item) => {
          const voted = item.guestId !== null && item.guestId === me.guestId;
          return (
            <li
              key={item.itemHash}
              className="card contest-item"
              data-testid="contest-item"
              data-media-id={item.mediaId}
              data-voted={voted}
            >
              {item.picture && (
                <img
                  src={item.picture.src}
                  srcSet={item.picture.srcSet}
                  width={item.picture.width}
                  height={item.picture.height}
                  alt=""
                  loading="lazy"
                />
              )}
              <strong>{item.actorName}</strong>
              <small>
                <Trans>
                  {item.elementsCount} pictures, {item.votes} votes
                </Trans>
              </small>
              {canVote &&
                (voted ? (
                  <button
                    type="button"
                    className="button"
                    data-testid="contest-unvote"
                    disabled={snap.pending[item.mediaId] === true || offline.isOffline}
                    aria-describedby={offline.describedBy}
                    onClick={() => void unvote(item)}
                  >
                    <Trans>Voted – take back</Trans>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    data-testid="contest-vote"
                    disabled={snap.pending[item.mediaId] === true || offline.isOffline}
                    aria-describedby={offline.describedBy}
                    onClick={() => void vote(item)}
                  >
                    <Trans>Vote</Trans>
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
      {snap.items.length < snap.total && (
        <button type="button" className="button" disabled={snap.loadingMore} onClick={() => void loadMoreItems()}>
          <Trans>Show more</Trans>
        </button>
      )}
    </section>
  );
}
