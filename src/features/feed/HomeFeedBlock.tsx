// The home timeline's feed block (spec part 1 §2): the newest posts as compact cards. Loaded,
// code and posts, only when the guest scrolls near it (WhenNear in HomePage), so the home page's
// first load carries none of it.

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { FEED } from '../../contract/feed.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { HomeBlock } from '../home/HomeBlock.tsx';
import { FeedPostCard } from './FeedPostCard.tsx';
import { feed, loadForGuest } from './store.ts';
import './feed.css';

export default function HomeFeedBlock() {
  useLaterTexts();
  const me = useSnapshot(guest);
  const snap = useSnapshot(feed);
  useEffect(() => {
    loadForGuest('home');
  }, [me.guestId]);
  return (
    <HomeBlock id="feed" title={<Trans>From the feed</Trans>} more="feed">
      {snap.home.status === 'error' ? (
        <ListError onRetry={() => loadForGuest('home')}>
          <Trans>The feed could not be loaded.</Trans>
        </ListError>
      ) : snap.home.status !== 'ok' ? (
        <ListSkeleton kind="card" count={FEED.homeBlockSize} listClassName="tile-row home-feed-skeleton" />
      ) : snap.home.ids.length === 0 ? (
        <ListEmpty>
          <Trans>No posts yet.</Trans>
        </ListEmpty>
      ) : (
        snap.home.ids.map((id) => <FeedPostCard key={id} postId={id} compact />)
      )}
    </HomeBlock>
  );
}
