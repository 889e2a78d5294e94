// One feed post (spec part 1 §3 Feed post): the creator with online state, feed type, title and
// text, the media (held back until bought and age-checked), the tipping goal, likes, views,
// comments and tips. `compact` is the home block's card: no comments, no tip panel.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { guest } from '../../state/guest.ts';
import { openModal } from '../../state/modals.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { Price } from '../../ui/Price.tsx';
import type { FeedPost } from './api.ts';
import { FeedComments } from './FeedComments.tsx';
import { FeedMedia } from './FeedMedia.tsx';
import { feedOffers } from './feedRules.ts';
import { FEED_TYPE_LABELS, refusalOf } from './feedTexts.ts';
import { buyPost, feed, markViewed, toggleLike } from './store.ts';
import { TipPanel } from './TipPanel.tsx';
import { TippingGoalBar } from './TippingGoalBar.tsx';

/** Counts the post as viewed once half of it has been on screen. */
function useViewedWhenSeen(postId: number, viewed: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (viewed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void markViewed(postId);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [postId, viewed]);
  return ref;
}

export function FeedPostCard({ postId, compact = false }: { postId: number; compact?: boolean }) {
  const { i18n, t } = useLingui();
  const snap = useSnapshot(feed);
  const me = useSnapshot(guest);
  const post = snap.posts[postId] as FeedPost | undefined;
  const [open, setOpen] = useState<'none' | 'comments' | 'tip'>('none');
  const ref = useViewedWhenSeen(postId, compact || !post || post.guestState.viewed);
  if (!post) return null;
  const offers = feedOffers(post);
  const pending = snap.pending[postId];
  const refusal = snap.refusals[postId];
  const toggle = (panel: 'comments' | 'tip') => setOpen(open === panel ? 'none' : panel);
  return (
    <article
      ref={ref}
      className={`feed-post${compact ? ' feed-post--compact' : ''}`}
      data-testid="feed-post"
      data-post-id={post.id}
      data-feed-type={post.feedType}
      data-locked={String(post.isLocked)}
      data-needs-age-check={String(post.needsAgeCheck)}
    >
      <header className="feed-post__head">
        <img className="feed-post__avatar" src={post.model.avatar} alt="" width={40} height={40} loading="lazy" />
        <div>
          <RouteLink to="actorProfile" params={{ actorName: post.model.name }} className="feed-post__model">
            {post.model.name}
          </RouteLink>{' '}
          <span className={`feed-post__online feed-post__online--${post.model.onlineState}`}>
            {post.model.online ? <Trans>online</Trans> : <Trans>offline</Trans>}
          </span>
          <br />
          <small>
            {i18n._(FEED_TYPE_LABELS[post.feedType])} ·{' '}
            <time dateTime={new Date(post.published).toISOString()}>{new Date(post.published).toLocaleDateString(i18n.locale)}</time>
            {post.pinned ? (
              <>
                {' '}
                · <Trans>pinned</Trans>
              </>
            ) : null}
          </small>
        </div>
      </header>
      {post.title ? <h3 className="feed-post__title">{post.title}</h3> : null}
      {post.text ? <p className="feed-post__text">{post.text}</p> : null}
      <div className="feed-post__media">
        <FeedMedia post={post} compact={compact} />
        {offers.buy ? (
          <div className="feed-post__lock" data-testid="feed-lock">
            <p>
              <Trans>
                Unlock this post for {post.priceCoins} coins (<Price money={post.price} />)
              </Trans>
            </p>
            <BuyButton
              testId="feed-buy"
              price={<Price money={post.price} />}
              label={<Trans>Unlock</Trans>}
              busyLabel={<Trans>Unlocking…</Trans>}
              busy={pending === 'buy'}
              ask={me.isLoggedIn}
              onBuy={() => buyPost(post.id)}
            />
          </div>
        ) : null}
        {offers.verifyAge ? (
          <div className="feed-post__lock" data-testid="feed-age-check">
            <p>
              <Trans>This post is for adults only: confirm your age to see it.</Trans>
            </p>
            <button type="button" className="button button--primary" onClick={() => openModal('avs')}>
              <Trans>Verify my age</Trans>
            </button>
          </div>
        ) : null}
      </div>
      {post.tippingGoal ? <TippingGoalBar goal={post.tippingGoal} /> : null}
      {refusal ? (
        <p role="alert" className="feed-notice" data-testid="feed-refusal" data-code={refusal}>
          {i18n._(refusalOf(refusal))}
        </p>
      ) : null}
      {compact ? null : (
        <footer className="feed-post__actions">
          <button
            type="button"
            className="button feed-action"
            data-testid="feed-like"
            aria-pressed={post.guestState.liked}
            disabled={pending === 'like'}
            onClick={() => void toggleLike(post.id)}
          >
            {post.guestState.liked ? t`Unlike` : t`Like`} <span data-testid="feed-likes">{post.likes}</span>
          </button>
          <button
            type="button"
            className="button feed-action"
            data-testid="feed-comments-toggle"
            aria-expanded={open === 'comments'}
            onClick={() => toggle('comments')}
          >
            <Trans>Comments</Trans> <span>{post.commentCount}</span>
          </button>
          <button
            type="button"
            className="button feed-action"
            data-testid="feed-tip-toggle"
            aria-expanded={open === 'tip'}
            onClick={() => toggle('tip')}
          >
            <Trans>Tip</Trans>
          </button>
          <span className="feed-post__views">
            <Trans>{post.views} views</Trans>
          </span>
        </footer>
      )}
      {open === 'tip' ? <TipPanel postId={post.id} busy={pending === 'tip'} /> : null}
      {open === 'comments' ? <FeedComments postId={post.id} /> : null}
    </article>
  );
}
