// A TV post (spec part 1 §2 "TV ... post ... pages"; tv/article/{slug}): a post of the blog's TV
// categories, its HTML as the server sanitized it, in the guest's language. The TV menu and the
// heading's place are there from the first paint; the post takes the place of the blog post's
// stand-in (a screen long, as a post is).
import { Trans, useLingui } from '@lingui/react/macro';
import { getTvArticle } from '../../api/content.ts';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { TextSkeleton } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { formatPostDate } from '../blog/blogRules.ts';
import { PostSkeleton } from '../blog/PostTeaser.tsx';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { TvMenu } from './TvMenu.tsx';
import '../cams/cams.css';

export default function TvPostPage({ route }: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const slug = route.id === 'tvPost' ? route.params.slug : '';
  const loaded = useLoaded(`tv-article:${slug}:${i18n.locale}`, () => getTvArticle(slug));
  return (
    <main className="page tv-page" data-testid="tv-post-page">
      <Breadcrumbs type="tv" routeName="tvPost" routeArgs={{ slug }} />
      <TvMenu current="posts" />
      {loaded.status === 'error' ? (
        <p role="alert" data-testid="tv-not-found">
          <Trans>This post does not exist or could not be loaded.</Trans>
        </p>
      ) : (
        <article className="blog-post" data-testid="tv-post" data-slug={loaded.status === 'ok' ? loaded.data.article.slug : undefined}>
          <h1>{loaded.status === 'ok' ? loaded.data.article.title : <TextSkeleton />}</h1>
          {loaded.status === 'ok' ? (
            <>
              <time dateTime={loaded.data.article.published}>{formatPostDate(loaded.data.article.published, i18n.locale)}</time>
              {/* sanitized on the server (server/domain/blogHtml.ts): editorial HTML, never guest text */}
              <div className="blog-post__body" data-testid="tv-post-body" dangerouslySetInnerHTML={{ __html: loaded.data.article.text }} />
              <p>
                <RouteLink to="tvMediaSeries" search="view=posts">
                  <Trans>All TV posts</Trans>
                </RouteLink>
              </p>
            </>
          ) : (
            <PostSkeleton />
          )}
        </article>
      )}
    </main>
  );
}
