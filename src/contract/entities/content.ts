// Entity shapes of spec part 1 §3: content. Gathered by ../entities.ts. Types only.

import type { FeedType, LoginActionType, ProSearchSort } from '../enums.ts';
import type { VideoTile } from '../queries/home.ts';
import type { SearchActorItem, SearchBlogItem, SearchPhotoItem, SearchTvItem } from '../search.ts';
import type { ActorTile } from './actor.ts';
import type { DateTime, Picture } from './common.ts';
import type { GeoLocation } from './guest.ts';

// --- feed ---
/** A comment of a feed post as the feed service answers it (one level of replies; server/query/feedComments.ts). */
export interface FeedComment {
  id: number;
  postId: number;
  parentId: number | null;
  text: string;
  created: number;
  authorName: string;
  isCreator: boolean;
  tipped: boolean;
  isOwn: boolean;
  replies: FeedComment[];
}

/** A feed post as the feed service answers it (spec part 1 §3 Feed post; server/query/feed.ts). */
export interface FeedPost {
  id: number;
  created: number;
  published: number;
  type: 'clip' | 'photos' | 'text';
  feedType: FeedType;
  status: string;
  pinned: boolean;
  title: string;
  text: string;
  views: number;
  likes: number;
  umaId: number;
  paidContent: boolean;
  fsk: number;
  priceCoins: number;
  price: { value: number; currency: 'EUR' };
  tippingGoal: { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null;
  guestState: { liked: boolean; viewed: boolean; following: boolean; bought: boolean };
  commentCount: number;
  isLocked: boolean;
  needsAgeCheck: boolean;
  clip: {
    length: number;
    width: number;
    height: number;
    ratio: number;
    avsRequired: boolean;
    sources: { src: string; type: string }[];
    poster: string;
  } | null;
  photos: { id: number; url: string | null; srcSet: string | null; avsRequired: boolean }[];
  model: { id: number; name: string; online: boolean; onlineState: string; avatar: string };
}

// --- search ---
export interface ProSearchQuery {
  category: number;
  filters: string[];
  sort: ProSearchSort;
  page: number;
  zip: string | null;
  /** The browser's location (source 'browser'); wins over zip when given. Ours, additive. */
  geoLocation?: GeoLocation | null;
}

export interface ProSearchResult {
  /** distanceKm from the search's place, null without one (ours, additive). */
  actors: (ActorTile & { distanceKm?: number | null })[];
  markers: { actorId: number; lat: number; long: number; name?: string; online?: boolean }[];
  currentPage: number;
  maxPage: number;
  totalHits: number;
  /** Map state: centred on the search's place, or the overview (ours, additive). */
  mapState?: { center: { lat: number; long: number }; zoom: number };
  /** The place distances are measured from (ours, additive). */
  geoLocation?: GeoLocation | null;
}

export interface SearchSection<Item> {
  count: number;
  link: string;
  items: Item[];
}

/** The global search result (spec part 1 §3; sections of the search issue). `mediathek` is the
 * spec's name of the TV section, answered by REST beside `tv`. */
export interface GlobalSearchResult {
  searchPattern: string;
  proposals: string[];
  actors: SearchSection<SearchActorItem>;
  videos: SearchSection<VideoTile>;
  asmr: SearchSection<VideoTile>;
  photos: SearchSection<SearchPhotoItem>;
  tv: SearchSection<SearchTvItem>;
  mediathek: SearchSection<SearchTvItem>;
  blog: SearchSection<SearchBlogItem>;
}

// --- blog and TV ---
export interface BlogPost {
  id: number;
  categoryId: number;
  slug: string;
  title: string;
  teaser: string;
  published: DateTime;
  picture: Picture | null;
}

export interface TvVideo {
  videoId: number;
  hashId: string;
  title: string;
  duration: number;
  previewPicture: Picture | null;
  /** Null when the guest may not watch it (a premium series without VIP or the TV plan). */
  streamUrl: string | null;
  description: string;
  published: DateTime;
  seriesKey: string;
  seriesTitle: string;
  /** Part of a premium series: VIP or the TV plan plays it. */
  isPremium: boolean;
}

// --- payment and stored items ---
/** The deferred action stored while logged out (part 1 §3 onLoginAction). */
export interface OnLoginAction {
  type: LoginActionType;
  params: {
    targetId?: number;
    targetUrl?: string;
    value?: number | string;
    options?: Record<string, unknown>;
    storeAutoOpenSetting?: boolean;
  };
}

/** Five subject/object fields of a relation (part 2 §7.1 utility/relation). */
export interface Relation {
  subjectTypeId: number;
  subjectId: number;
  relationTypeId: number;
  objectTypeId: number;
  objectId: number;
}
