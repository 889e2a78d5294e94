import { DEFAULTS, PAGING } from '../constants.ts';
import { BANNER_LIMITS, EVENT_PAGE_TYPES } from './queryItemLimits.ts';
import type { Banner, Collection } from './queryItems.ts';

/**
 * The home page's one query-service call (spec part 1 §2, home feed timeline blocks): every
 * block's data in a single round trip. The server answers it from server/query/.
 */
/** The fields of a video tile, for every query that lists videos as tiles. */
export const VIDEO_TILE_FIELDS =
  'id title duration vip free isNew preview price { value currency } basePrice { value currency } model { id name } guestInfo { bought gifted flatrate }';

export const HOME_QUERY = /* GraphQL */ `
  query Home($blocks: Int!, $newGirls: Int!, $blogPosts: Int!, $banners: Int!, $eventTypes: [String!]) {
    top: models(order: RANK, online: true, first: $blocks) { total items { ...ModelTile } }
    newModels: models(filter: { categoryId: $newGirls }, order: NEWEST, first: $blocks) { total items { ...ModelTile } }
    favorite: pinnedModels(first: $blocks) { total items { ...ModelTile } }
    camShows: chatShows(first: 6) { id title start end isFree price { value currency } model { id name } }
    dailyBonus { day offer conditions quantity }
    vip30: videos(category: vip30Videos, first: $blocks) { total items { ...VideoTile } }
    trends: videos(category: trendingVideos, first: $blocks) { total items { ...VideoTile } }
    videoStation: videos(category: newVideos, first: $blocks) { total items { ...VideoTile } }
    welcomeClips: videos(category: freeVideos, first: $blocks) { total items { ...VideoTile } }
    contests(running: true, first: 3) { id title description endsAt mediaCount }
    categories { id slug name actorCount }
    blog: blogPosts(first: $blogPosts) { id slug title teaser categoryId published }
    tv: tvSeries(first: 6) { id key title description premium episodeCount }
    banners(first: $banners, eventTypes: $eventTypes) { id kind title text endsAt eventType contestId actorName }
    collections(items: $blocks) { key title description total items { ...VideoTile } }
  }
  fragment ModelTile on Model { id name age isOnline freeChat preview }
  fragment VideoTile on Video { ${VIDEO_TILE_FIELDS} }
`;

/** The top cams on home's first screen: their images load at once, the first ones even before the bundle runs (src/api/firstVisit.ts). */
export const FIRST_SCREEN_TILES = 4;

/** The home query's variables: block sizes and the new-girls category from the contract. */
export const homeVariables = () => ({
  blocks: 10,
  newGirls: DEFAULTS.newGirlsCategory,
  blogPosts: PAGING.blogPosts,
  banners: BANNER_LIMITS.home,
  eventTypes: EVENT_PAGE_TYPES,
});

export interface Money {
  value: number;
  currency: 'EUR' | 'CHF' | 'Credits' | 'Voucher' | 'VXC';
}
export interface ModelTile {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  freeChat: boolean;
  preview: string;
}
export interface VideoTile {
  id: number;
  title: string;
  duration: number;
  vip: boolean;
  free: boolean;
  isNew: boolean;
  preview: string;
  price: Money;
  basePrice: Money;
  model: { id: number; name: string };
  /** What the logged-in guest holds of it (spec part 1 §3 guestInfo); null for an anonymous guest. */
  guestInfo: { bought: boolean; gifted: boolean; flatrate: boolean } | null;
}
export interface Page<T> {
  total: number;
  items: T[];
}
export interface HomeData {
  top: Page<ModelTile>;
  newModels: Page<ModelTile>;
  favorite: Page<ModelTile>;
  camShows: { id: number; title: string; start: number; end: number; isFree: boolean; price: Money; model: { id: number; name: string } }[];
  dailyBonus: { day: number; offer: string; conditions: string; quantity: number }[];
  vip30: Page<VideoTile>;
  trends: Page<VideoTile>;
  videoStation: Page<VideoTile>;
  welcomeClips: Page<VideoTile>;
  contests: { id: number; title: string; description: string; endsAt: number; mediaCount: number }[];
  categories: { id: number; slug: string; name: string; actorCount: number }[];
  blog: { id: number; slug: string; title: string; teaser: string; categoryId: number; published: number }[];
  tv: { id: number; key: string; title: string; description: string; premium: boolean; episodeCount: number }[];
  banners: Banner[];
  collections: Collection[];
}
