// A post in a list (the blog's pages, a post's "More posts", the TV posts): picture, title, date
// and teaser; and its stand-in while the list loads, drawn with the same grid so it is as tall.
import { useLingui } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { BlogPost } from '../../contract/entities.ts';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { formatPostDate } from './blogRules.ts';

/** A teaser links to the blog's post page, or to the TV post page for the TV lists. */
export function PostTeaser({ post, to = 'blogPost' }: { post: BlogPost; to?: 'blogPost' | 'tvPost' }) {
  const { i18n } = useLingui();
  return (
    <article className="blog-teaser" data-testid="blog-post-teaser" data-post-id={post.id}>
      {post.picture ? (
        <img
          src={post.picture.src}
          srcSet={post.picture.srcSet}
          width={post.picture.width}
          height={post.picture.height}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div>
        <h2>
          <RouteLink to={to} params={{ slug: post.slug }}>
            {post.title}
          </RouteLink>
        </h2>
        <time dateTime={post.published}>{formatPostDate(post.published, i18n.locale)}</time>
        <p>{post.teaser}</p>
      </div>
    </article>
  );
}

/** How many lines a teaser's text takes, about: the seed's teasers run to three on a phone. */
const TEASER_LINES = 3;

function TeaserSkeleton() {
  return (
    <span className="blog-teaser">
      <span className="skeleton blog-teaser__picture-skeleton" />
      <span>
        <span className="skeleton-line blog-teaser__title-skeleton" />
        <span className="skeleton-line skeleton-line--meta" />
        <span className="blog-teaser__text-skeleton">
          {Array.from({ length: TEASER_LINES }, (_, n) => (
            <span key={n} className="skeleton-line" />
          ))}
        </span>
      </span>
    </span>
  );
}

/** A list of `count` posts that is loading. */
export function PostListSkeleton({ count }: { count: number }) {
  return <ListSkeleton item={<TeaserSkeleton />} count={count} listClassName="blog-list" />;
}

/** Lines of a post page's stand-in text: with its picture, a phone's screen of post. */
const POST_SKELETON_LINES = 12;

/** A post page's body while it loads (the blog's post and a TV post): at least a screen long, as a post is. */
export function PostSkeleton() {
  return (
    <div className="blog-post-skeleton" aria-hidden="true">
      <span className="skeleton-line skeleton-line--meta" />
      <span className="skeleton skeleton-picture blog-post-skeleton__picture" />
      {Array.from({ length: POST_SKELETON_LINES }, (_, n) => (
        <span key={n} className="skeleton-line" />
      ))}
    </div>
  );
}
