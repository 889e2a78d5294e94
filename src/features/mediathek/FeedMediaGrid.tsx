// The media library's feed views (spec part 1 §2 media library: feed; §3 mediathek content
// types: feed videos and photos): the paid feed posts the guest bought, newest first.
import { Trans } from '@lingui/react/macro';
import { getFeedMedia } from '../../api/mediathek.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLoaded } from '../actors/store.ts';
import { LibraryItems } from './LibraryItems.tsx';

export function FeedMediaGrid({ kind }: { kind: 'videos' | 'photos' }) {
  const loaded = useLoaded(`feed-media:${kind}`, () => getFeedMedia(kind, 30, 0));
  return (
    <LibraryItems loaded={loaded}>
      {(items) => (
        <ul className="tile-grid" data-testid="mediathek-feed-grid">
          {items.map((item) => (
            <li key={item.postId} data-testid="mediathek-feed-item" data-type={item.type}>
              <RouteLink to="feed" search={`postId=${item.postId}`} className="tile">
                <img className="tile-image" src={item.preview} alt="" width="320" height="400" loading="lazy" />
                <span className="tile-title">{item.title}</span>
                <span className="tile-meta">
                  {item.model.name} ·{' '}
                  {item.type === 'clip' ? <Trans>{item.clipLength} s clip</Trans> : <Trans>{item.photoCount} photos</Trans>}
                </span>
              </RouteLink>
            </li>
          ))}
        </ul>
      )}
    </LibraryItems>
  );
}
