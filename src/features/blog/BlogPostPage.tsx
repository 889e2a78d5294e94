// A blog post (spec part 1 §2 blog): its HTML as the server sanitized it (no scripts, event
// handlers or javascript: addresses; images lazy), the actors it is about (blog/actors) and
// more posts of its category (blog/posts with the post excluded).
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { PAGING } from '../../contract/constants.ts';
import { getBlogActors, getBlogPost, getBlogPosts } from '../../api/content.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { BlogSidebar, PostTeaser } from './BlogPage.tsx';
import { formatPostDate } from './blogRules.ts';
import '../cams/cams.css';

function PostActors({ actorIds }: { actorIds: number[] }) {
  const loaded = useLoaded(`blog-actors:${actorIds.join(',')}`, async () => (actorIds.length ? (await getBlogActors(actorIds)).actors : []));
  if (loaded.status !== 'ok' || loaded.data.length === 0) return null;
  return (
    <section data-testid="blog-post-actors">
      <h2>
        <Trans>Performers in this post</Trans>
      </h2>
      <ul className="tile-grid">
        {loaded.data.map((actor) => (
          <li key={actor.id}>
            <ActorTile actor={{ id: actor.id, name: actor.name, age: actor.age ?? 0, isOnline: actor.isOnline, freeChat: false, preview: actor.previewPicture?.src ?? '' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MorePosts({ categoryId, postId }: { categoryId: number; postId: number }) {
  const loaded = useLoaded(`blog-more:${categoryId}:${postId}`, () => getBlogPosts(categoryId, { page: 1, pageSize: PAGING.blogPosts, exclude: [postId] }));
  if (loaded.status !== 'ok' || loaded.data.posts.length === 0) return null;
  return (
    <section data-testid="blog-more-posts">
      <h2>
        <Trans>More posts</Trans>
      </h2>
      <div className="blog-list">
        {loaded.data.posts.map((post) => (
          <PostTeaser key={post.id} post={post} />
        ))}
      </div>
    </section>
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
          {loaded.status === 'loading' ? <p role="status"><Trans>Loading…</Trans></p> : null}
          {loaded.status === 'error' ? <p role="alert" data-testid="blog-not-found"><Trans>This post does not exist or could not be loaded.</Trans></p> : null}
          {loaded.status === 'ok' ? (
            <article className="blog-post" data-post-id={loaded.data.post.id}>
              <h1>{loaded.data.post.title}</h1>
              <time dateTime={loaded.data.post.published}>{formatPostDate(loaded.data.post.published, i18n.locale)}</time>
              <p className="blog-post__teaser">{loaded.data.post.teaser}</p>
              {/* sanitized on the server (server/domain/blogHtml.ts): editorial HTML, never guest text */}
              <div className="blog-post__body" data-testid="blog-post-body" dangerouslySetInnerHTML={{ __html: loaded.data.post.html }} />
              <PostActors actorIds={loaded.data.post.actorIds} />
              <MorePosts categoryId={loaded.data.post.categoryId} postId={loaded.data.post.id} />
            </article>
          ) : null}
        </div>
        <BlogSidebar />
      </div>
    </main>
  );
}
