// One found item, by section: an actor, a video, a photo album, a TV episode or a blog post,
// each linking to its own page. Shared by the overlay (compact) and the search page (tiles).
import { Trans } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { GlobalSearchSection } from '../../contract/enums.ts';
import type { VideoTile as Video } from '../../contract/queries/home.ts';
import type { SearchActorItem, SearchBlogItem, SearchPhotoItem, SearchTvItem } from '../../contract/search.ts';
import { VideoTile } from '../../ui/VideoTile.tsx';

interface ItemProps {
  section: GlobalSearchSection;
  item: unknown;
  onPick?: () => void;
  /** Tiles with pictures (the search page) instead of compact lines (the overlay). */
  tile?: boolean;
}

function ActorItem({ actor, onPick, tile }: { actor: SearchActorItem; onPick?: () => void; tile?: boolean }) {
  return (
    <RouteLink
      to="actorProfile"
      params={{ actorName: actor.name }}
      onClick={onPick}
      className={tile ? 'tile' : 'search-item'}
      title={tile ? undefined : actor.name}
      data-testid="search-item-actor"
      data-actor-id={actor.id}
    >
      {tile ? <img className="tile-image" src={actor.preview} alt="" width="320" height="240" loading="lazy" /> : null}
      <span className="tile-title">{actor.name}</span>
      {/* a space between name and label, so they read (and copy) as two words */}
      {actor.isOnline ? ' ' : null}
      {actor.isOnline ? (
        <span className="search-online">
          <Trans>online</Trans>
        </span>
      ) : null}
    </RouteLink>
  );
}

export function SearchItem({ section, item, onPick, tile = false }: ItemProps) {
  switch (section) {
    case 'actors':
      return <ActorItem actor={item as SearchActorItem} onPick={onPick} tile={tile} />;
    case 'videos':
    case 'asmr': {
      const video = item as Video;
      if (tile) return <VideoTile video={video} />;
      return (
        <RouteLink
          to="actorAlbum"
          params={{ actorName: video.model.name, albumId: String(video.id) }}
          onClick={onPick}
          className="search-item"
          title={`${video.title}, ${video.model.name}`}
          data-testid="search-item-video"
        >
          <span className="tile-title">{video.title}</span> <span className="search-meta">{video.model.name}</span>
        </RouteLink>
      );
    }
    case 'photos': {
      const album = item as SearchPhotoItem;
      return (
        <RouteLink
          to="actorAlbum"
          params={{ actorName: album.model.name, albumId: String(album.id) }}
          onClick={onPick}
          className={tile ? 'tile' : 'search-item'}
          title={tile ? undefined : `${album.title}, ${album.model.name}`}
          data-testid="search-item-photo"
        >
          {tile ? <img className="tile-image" src={album.preview} alt="" width="320" height="240" loading="lazy" /> : null}
          <span className="tile-title">{album.title}</span> <span className="search-meta">{album.model.name}</span>
        </RouteLink>
      );
    }
    case 'tv': {
      const episode = item as SearchTvItem;
      return (
        <RouteLink
          to="tvVideo"
          params={{ videoId: episode.id }}
          onClick={onPick}
          className={tile ? 'tile search-text-tile' : 'search-item'}
          title={tile ? undefined : `${episode.title}, ${episode.seriesTitle}`}
          data-testid="search-item-tv"
        >
          <span className="tile-title">{episode.title}</span> <span className="search-meta">{episode.seriesTitle}</span>
        </RouteLink>
      );
    }
    case 'blog': {
      const post = item as SearchBlogItem;
      return (
        <RouteLink
          to="blogPost"
          params={{ slug: post.slug }}
          onClick={onPick}
          className={tile ? 'tile search-text-tile' : 'search-item'}
          title={tile ? undefined : post.title}
          data-testid="search-item-blog"
        >
          <span className="tile-title">{post.title}</span>
          {tile ? <span className="search-meta">{post.teaser}</span> : null}
        </RouteLink>
      );
    }
  }
}
