// breadcrumb/{breadcrumbType} (spec part 2 §7.9: a POST with a payload object, answer
// data.breadcrumb): the trail from home to the page, labels in the guest's language, links
// built from the one route table. Which pages have a trail, and the payload's shape, are not
// shown in spec: chosen (src/contract/content.ts BREADCRUMB_TYPES). Unknown pages or items are
// refused, so a trail never shows a name that does not exist.
import type { Kysely } from 'kysely';
import { buildPath, type RouteId } from '../../src/app/routes.ts';
import type { BreadcrumbType } from '../../src/contract/content.ts';
import type { Language } from '../../src/contract/enums.ts';
import { NAME_COLUMN } from '../db/names.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { legalTitle } from './legalTexts.ts';
import { localizedOne } from './translations.ts';
import { TV_POST_CATEGORIES } from './tv.ts';

export interface Crumb {
  label: string;
  url: string;
}

const LABELS = {
  home: { de: 'Startseite', en: 'Home', nl: 'Home', es: 'Inicio' },
  blog: { de: 'Blog', en: 'Blog', nl: 'Blog', es: 'Blog' },
  archive: { de: 'Archiv', en: 'Archive', nl: 'Archief', es: 'Archivo' },
  tv: { de: 'TV', en: 'TV', nl: 'TV', es: 'TV' },
  series: { de: 'Serien', en: 'Series', nl: 'Series', es: 'Series' },
  posts: { de: 'Beiträge', en: 'Posts', nl: 'Berichten', es: 'Artículos' },
  livestream: { de: 'Livestream', en: 'Livestream', nl: 'Livestream', es: 'Directo' },
  premium: { de: 'Premium-Livestream', en: 'Premium livestream', nl: 'Premium livestream', es: 'Directo prémium' },
  videos: { de: 'Videos', en: 'Videos', nl: "Video's", es: 'Vídeos' },
  vipClub: { de: 'VIP-Club', en: 'VIP club', nl: 'VIP-club', es: 'Club VIP' },
  dailyDeals: { de: 'Tagesangebote', en: 'Daily deals', nl: 'Dagaanbiedingen', es: 'Ofertas del día' },
} as const satisfies Record<string, Record<Language, string>>;

/** The routes each breadcrumb type serves. */
const BREADCRUMB_ROUTES: Record<BreadcrumbType, readonly RouteId[]> = {
  blog: ['blog', 'blogCategory', 'blogArchive', 'blogPost'],
  tv: ['tvLivestream', 'tvPremiumLivestream', 'tvMediaSeries', 'tvMediathekSeries', 'tvMediathekVideos', 'tvPost', 'tvVideo'],
  legal: ['terms', 'dataProtection', 'imprint'],
  vipClub: ['vipClub'],
  dailyDeals: ['dailyDeals'],
};

function notFound(what: string): never {
  throw new ApiError('NOT_FOUND', `No ${what}.`);
}

/** The trail of one page; VALIDATION_FAILED when the route is not of the type or an argument is missing. */
export async function breadcrumb(
  db: Kysely<Database>,
  type: BreadcrumbType,
  routeName: string,
  args: Readonly<Record<string, string>>,
  language: Language,
): Promise<Crumb[]> {
  if (!(BREADCRUMB_ROUTES[type] as readonly string[]).includes(routeName)) {
    throw new ApiError('VALIDATION_FAILED', `routeName must be one of ${BREADCRUMB_ROUTES[type].join(', ')} for a ${type} breadcrumb.`);
  }
  const route = routeName as RouteId;
  const arg = (name: string): string => {
    const value = args[name];
    if (typeof value !== 'string' || value === '' || value.length > 200)
      throw new ApiError('VALIDATION_FAILED', `routeArgs.${name} is needed for ${routeName}.`);
    return value;
  };
  const crumb = (label: string, id: RouteId, params: Record<string, string> = {}): Crumb => ({
    label,
    url: buildPath(id, params as never, language),
  });
  const trail: Crumb[] = [crumb(LABELS.home[language], 'home')];

  switch (route) {
    case 'blog':
    case 'blogCategory':
    case 'blogArchive':
    case 'blogPost': {
      trail.push(crumb(LABELS.blog[language], 'blog'));
      if (route === 'blogCategory' || route === 'blogPost') {
        const post =
          route === 'blogPost'
            ? ((await db
                .selectFrom('blogPosts')
                .select(['id', 'title', 'categoryId'])
                .where('slug', '=', arg('slug'))
                .where('publishedAt', '<=', Date.now())
                .executeTakeFirst()) ?? notFound('such blog post'))
            : null;
        const title = post ? (await localizedOne(db, 'blogPost', post, post.id, language)).title : '';
        let query = db.selectFrom('blogCategories').select(['slug', `${NAME_COLUMN[language]} as name`]);
        query = post ? query.where('id', '=', post.categoryId) : query.where('slug', '=', arg('categorySlug'));
        const category = (await query.executeTakeFirst()) ?? notFound('such blog category');
        trail.push(crumb(category.name, 'blogCategory', { categorySlug: category.slug }));
        if (post) trail.push(crumb(title, 'blogPost', { slug: arg('slug') }));
      }
      if (route === 'blogArchive') {
        const year = arg('year');
        if (!/^\d{4}$/.test(year)) throw new ApiError('VALIDATION_FAILED', 'routeArgs.year must be a year.');
        trail.push(crumb(`${LABELS.archive[language]} ${year}`, 'blogArchive', { year }));
      }
      return trail;
    }
    case 'tvLivestream':
      return [...trail, crumb(LABELS.tv[language], 'tvMediaSeries'), crumb(LABELS.livestream[language], 'tvLivestream')];
    case 'tvPremiumLivestream':
      return [...trail, crumb(LABELS.tv[language], 'tvMediaSeries'), crumb(LABELS.premium[language], 'tvPremiumLivestream')];
    case 'tvMediaSeries':
      return [...trail, crumb(LABELS.tv[language], 'tvMediaSeries'), crumb(LABELS.series[language], 'tvMediaSeries')];
    case 'tvMediathekSeries':
    case 'tvMediathekVideos': {
      const key = route === 'tvMediathekSeries' ? arg('series') : arg('key');
      const series =
        (await db.selectFrom('tvSeries').select(['key', 'title']).where('key', '=', key).executeTakeFirst()) ?? notFound('such TV series');
      trail.push(crumb(LABELS.tv[language], 'tvMediaSeries'), crumb(series.title, 'tvMediathekSeries', { series: series.key }));
      if (route === 'tvMediathekVideos') trail.push(crumb(LABELS.videos[language], 'tvMediathekVideos', { key: series.key }));
      return trail;
    }
    case 'tvPost': {
      // a TV post is a post of the blog's TV categories (server/domain/tv.ts TV_POST_CATEGORIES)
      const post =
        (await db
          .selectFrom('blogPosts')
          .select(['id', 'title'])
          .where('slug', '=', arg('slug'))
          .where('categoryId', 'in', [...TV_POST_CATEGORIES])
          .where('publishedAt', '<=', Date.now())
          .executeTakeFirst()) ?? notFound('such TV post');
      const title = (await localizedOne(db, 'blogPost', post, post.id, language)).title;
      return [
        ...trail,
        crumb(LABELS.tv[language], 'tvMediaSeries'),
        crumb(LABELS.posts[language], 'tvMediaSeries'),
        crumb(title, 'tvPost', { slug: arg('slug') }),
      ];
    }
    case 'tvVideo': {
      const videoId = Number(arg('videoId'));
      const video = Number.isSafeInteger(videoId)
        ? await db
            .selectFrom('tvEpisodes')
            .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
            .select(['tvEpisodes.id', 'tvEpisodes.title', 'tvSeries.key', 'tvSeries.title as seriesTitle'])
            .where('tvEpisodes.id', '=', videoId)
            .where('tvEpisodes.publishedAt', '<=', Date.now())
            .executeTakeFirst()
        : undefined;
      if (!video) notFound('such TV video');
      const title = (await localizedOne(db, 'tvEpisode', { title: video.title }, video.id, language)).title;
      return [
        ...trail,
        crumb(LABELS.tv[language], 'tvMediaSeries'),
        crumb(video.seriesTitle, 'tvMediathekSeries', { series: video.key }),
        crumb(title, 'tvVideo', { videoId: String(video.id) }),
      ];
    }
    case 'terms':
      return [...trail, crumb(legalTitle('terms', language), 'terms')];
    case 'dataProtection':
      return [...trail, crumb(legalTitle('privacyPolicy', language), 'dataProtection')];
    case 'imprint':
      return [...trail, crumb(legalTitle('imprint', language), 'imprint')];
    case 'vipClub':
      return [...trail, crumb(LABELS.vipClub[language], 'vipClub')];
    case 'dailyDeals':
      return [...trail, crumb(LABELS.dailyDeals[language], 'dailyDeals')];
    default:
      return trail;
  }
}
