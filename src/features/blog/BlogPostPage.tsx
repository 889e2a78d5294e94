// A blog post (spec part 1 §2 blog): its HTML as the server sanitized it (no scripts, event
// handlers or javascript: addresses; images lazy), the actors it is about (blog/actors) and
// more posts of its category (blog/posts with the post excluded). The heading's place, the
// layout and the sidebar are there from the first paint; the post takes the place of a stand-in
// at least a screen long (a post is), so a phone's sidebar below it never comes into view and
// leaves again.
import { Trans, useLingui } from '@lingui/react/macro';
import { getBlogActors, getBlogPost, getBlogPosts } from '../../api/content.ts';
import type { PageProps } from '../../app/pages.ts';
import { PAGING } from '../../contract/constants.ts';
import type { BlogPostDetail } from '../../contract/content.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListSkeleton, TextSkeleton } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { formatPostDate } from './blogRules.ts';
import { PostListSkeleton, PostSkeleton, PostTeaser } from './PostTeaser.tsx';
import '../cams/cams.css';

function PostActors({ actorIds }: { actorIds: number[] }) {
  const loaded = useLoaded(`blog-actors:${actorIds.join(',')}`, async () =>
    actorIds.length ? (await getBlogActors(actorIds)).actors : [],
  );
  if (actorIds.length === 0 || loaded.status === 'error' || (loaded.status === 'ok' && loaded.data.length === 0)) return null;
  return (
    <section data-testid="blog-post-actors">
      <h2>
        <Trans>Performers in this post</Trans>
      </h2>
      {loaded.status === 'loading' ? (
        <ListSkeleton kind="actor" count={actorIds.length} />
      ) : (
        <ul className="tile-grid">
          {loaded.data.map((actor) => (
            <li key={actor.id}>
              <ActorTile
                actor={{
                  id: actor.id,
                  name: actor.name,
                  age: actor.age ?? 0,
                  isOnline: actor.isOnline,
                  freeChat: false,
                  preview: actor.previewPicture?.src ?? '',
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MorePosts({ categoryId, postId }: { categoryId: number; postId: number }) {
  const loaded = useLoaded(`blog-more:${categoryId}:${postId}`, () =>
    getBlogPosts(categoryId, { page: 1, pageSize: PAGING.blogPosts, exclude: [postId] }),
  );
  if (loaded.status === 'error' || (loaded.status === 'ok' && loaded.data.posts.length === 0)) return null;
  return (
    <section data-testid="blog-more-posts">
      <h2>
        <Trans>More posts</Trans>
      </h2>
      {loaded.status === 'loading' ? (
        <PostListSkeleton count={PAGING.blogPosts} />
      ) : (
        <div className="blog-list">
          {loaded.data.posts.map((post) => (
            <PostTeaser key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  );
}

function PostContent({ post }: { post: BlogPostDetail }) {
  const { i18n } = useLingui();
  return (
    <>
      <time dateTime={post.published}>{formatPostDate(post.published, i18n.locale)}</time>
      <p className="blog-post__teaser">{post.teaser}</p>
      {/* sanitized on the server (server/domain/blogHtml.ts): editorial HTML, never guest text */}
      <div className="blog-post__body" data-testid="blog-post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <PostActors actorIds={post.actorIds} />
      <MorePosts categoryId={post.categoryId} postId={post.id} />
    </>
  );
}

export default function BlogPostPage({ route }: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const slug = route.id === 'blogPost' ? route.params.slug : '';
  const loaded = useLoaded(`blog-post:${slug}:${i18n.locale}`, () => getBlogPost(slug));
  return (
    <main className="page blog-page" data-testid="blog-post-page">
      <Breadcrumbs type="blog" routeName="blogPost" routeArgs={{ slug }} />
      <div className="blog-layout">
        <div className="blog-main">
          {loaded.status === 'error' ? (
            <p role="alert" data-testid="blog-not-found">
              <Trans>This post does not exist or could not be loaded.</Trans>
            </p>
          ) : (
            <article className="blog-post" data-post-id={loaded.status === 'ok' ? loaded.data.post.id : undefined}>
              <h1>{loaded.status === 'ok' ? loaded.data.post.title : <TextSkeleton />}</h1>
              {loaded.status === 'ok' ? <PostContent post={loaded.data.post} /> : <PostSkeleton />}
            </article>
          )}
        </div>
        <BlogSidebar />
      </div>
    </main>
  );
}
