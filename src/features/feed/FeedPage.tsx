// The feed page (spec part 1 §2 /{lang}/feed/): every performer's posts, newest first, with the
// totals of the feed service; ten at a time with "show more". A link to one post (?postId=, from
// the media library) shows that post first. The lists load again for another
// guest (login, logout) and when the age check is accepted (its media shows then).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { FeedPostCard } from './FeedPostCard.tsx';
import { feed, loadFeedPage, loadFocusedPost, loadForGuest, loadMoreFeed } from './store.ts';
import './feed.css';

export default function FeedPage(_props: PageProps) {
  useLaterTexts();
  const { t } = useLingui();
  const me = useSnapshot(guest);
  const snap = useSnapshot(feed);
  const asked = Number(new URLSearchParams(useSearch()).get('postId'));
  const focusId = Number.isInteger(asked) && asked > 0 ? asked : null;
  useEffect(() => {
    loadForGuest('page');
    if (focusId !== null) void loadFocusedPost(focusId);
  }, [me.guestId, focusId]);
  useEffect(() => {
    if (!me.hasAvs || feed.page.status !== 'ok') return;
    void loadFeedPage();
    if (focusId !== null) void loadFocusedPost(focusId);
  }, [me.hasAvs]);
  const focused = focusId !== null && snap.focus.postId === focusId && snap.focus.status === 'ok' ? focusId : null;
  return (
    <main className="page feed-page" data-testid="feed-page" aria-busy={snap.page.status === 'loading'}>
      <h1>
        <Trans>Feed</Trans>
      </h1>
      <p>
        <Trans>News, clips and photos from the performers. Unlock paid posts, tip your favourites and help them reach their goals.</Trans>
      </p>
      {snap.totals ? (
        <p className="feed-totals" data-testid="feed-totals">
          <Trans>
            {snap.totals.posts} posts: {snap.totals.clips} clips, {snap.totals.photos} photo posts, {snap.totals.texts} texts. You own{' '}
            {snap.totals.bought}.
          </Trans>
        </p>
      ) : null}
      {snap.page.status === 'error' ? (
        <ListError onRetry={() => void loadFeedPage()}>
          <Trans>The feed could not be loaded.</Trans>
        </ListError>
      ) : null}
      {snap.page.status === 'ok' && snap.page.ids.length === 0 ? (
        <ListEmpty>
          <Trans>No posts yet.</Trans>
        </ListEmpty>
      ) : null}
      {(snap.page.status === 'loading' || snap.page.status === 'idle') && snap.page.ids.length === 0 ? (
        <ListSkeleton kind="card" count={3} listClassName="feed-list feed-skeleton" />
      ) : null}
      {focused !== null ? (
        <section className="feed-list feed-focus" data-testid="feed-focus" aria-label={t`The post you opened`}>
          <FeedPostCard postId={focused} />
        </section>
      ) : null}
      <div className="feed-list" data-testid="feed-list">
        {snap.page.ids
          .filter((id) => id !== focused)
          .map((id) => (
            <FeedPostCard key={id} postId={id} />
          ))}
      </div>
      {snap.page.hasMore ? (
        <button
          type="button"
          className="button"
          data-testid="feed-more"
          disabled={snap.page.loadingMore}
          onClick={() => void loadMoreFeed()}
        >
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </main>
  );
}
