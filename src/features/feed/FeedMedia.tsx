// A post's media (spec part 1 §3: clip with length, ratio, sources and poster; photos with url
// and srcSet): shown once the server sends it, i.e. bought when paid and age-checked when 18.
// Until then the poster or a placeholder stands in, blurred. Images load lazily.
import { useLingui } from '@lingui/react/macro';
import type { FeedPost } from './api.ts';

export function FeedMedia({ post, compact = false }: { post: FeedPost; compact?: boolean }) {
  const { t } = useLingui();
  const held = post.isLocked || post.needsAgeCheck;
  if (post.clip) {
    const clip = post.clip;
    const style = { aspectRatio: String(clip.ratio || 16 / 9) };
    if (held || compact || clip.sources.length === 0) {
      return (
        <img
          className={`feed-media feed-media--clip${held ? ' feed-media--held' : ''}`}
          data-testid="feed-poster"
          src={clip.poster}
          alt={t`Clip preview`}
          loading="lazy"
          style={style}
        />
      );
    }
    return (
      <video
        className="feed-media feed-media--clip"
        data-testid="feed-clip"
        controls
        preload="none"
        poster={clip.poster}
        style={style}
        playsInline
      >
        {clip.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    );
  }
  if (post.photos.length === 0) return null;
  const shown = compact ? post.photos.slice(0, 1) : post.photos;
  return (
    <div className={`feed-photos${held ? ' feed-photos--held' : ''}`} data-testid="feed-photos" data-count={post.photos.length}>
      {shown.map((photo) =>
        photo.url ? (
          <img
            key={photo.id}
            className="feed-media"
            data-testid="feed-photo"
            src={photo.url}
            srcSet={photo.srcSet ?? undefined}
            sizes="(max-width: 768px) 100vw, 640px"
            alt={t`Photo`}
            loading="lazy"
          />
        ) : (
          <div key={photo.id} className="feed-media feed-media--placeholder" data-testid="feed-photo-held" aria-hidden="true" />
        ),
      )}
    </div>
  );
}
