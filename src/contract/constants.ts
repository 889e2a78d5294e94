// Business constants and limits: section 9 of both spec parts, each defined exactly once.
// Where part 1 §9 and part 2 §9 state the same figure, it appears here a single time.
// Enumerated values that §9 also mentions live in enums.ts: languages, hidden notification
// types (HIDDEN_NOTIFICATION_TYPES), special event ids (SPECIAL_EVENT_ID) and the default
// sort of each video list (VIDEO_LIST_DEFAULT_SORT). Exit codes and close codes: codes.ts.
import type { ActorType, Currency } from './enums.ts';

/** Timers, in milliseconds (part 1 §4, §9; part 2 §4, §9). */
export const TIMING_MS = {
  /** Socket ping interval; a pong is expected for each. */
  ping: 50_000,
  /** Delay before a closed socket reconnects. */
  reconnect: 1_000,
  /** Channel loading: at most one request per this interval. */
  channelLoadThrottle: 500,
  /** Search results cache lifetime (5 minutes). */
  searchCacheTtl: 300_000,
  /** Expired search cache entries are swept this often. */
  searchCacheSweep: 5_000,
  /** Tab title animation step while the tab is hidden. */
  tabTitleStep: 100,
  /** Jumbotron config cache (also the Cache-Control of video/jumbotron/*). */
  jumbotronCache: 60_000,
  /** The Lindemann route redirects this long after login (part 1 §2). */
  loginRedirectDelay: 500,
  /** Page reload after an anonymous voice call stops (part 1 §4). */
  voiceCallReload: 100,
  /** Partial page-load success handling is delayed by this. */
  pageLoadSuccessDelay: 200,
  /**
   * A socket that sends no session.request within this is closed (4408): ours; the client asks
   * at once on open, so only a client that is not ours waits this long.
   */
  socketSessionDeadline: 5_000,
} as const;

/** Daily bonus countdown (part 1 §9, part 2 §9). */
export const DAILY_BONUS = {
  tickMs: 1_000,
  /** The countdown runs up to 23:59:59 Berlin time. */
  countdownEnd: { hours: 23, minutes: 59, seconds: 59 },
  /** Berlin offset from UTC, in hours, as the spec fixes it. */
  berlinUtcOffsetHours: 1,
} as const;

/** Cookie lifetimes, in days (part 1 §4, §9). */
export const COOKIE_DAYS = {
  /** A blocked incentive group is remembered this long. */
  blockedIncentive: 30,
  /** The affiliate attribution a guest arrived with (not shown in the spec: chosen, a usual affiliate window). */
  affiliate: 30,
  /** A device marked with the testdevice parameter stays marked (not shown: chosen). */
  testDevice: 365,
} as const;

/** Web navigation scrolling (part 1 §2, §9). */
export const SCROLL = {
  /** Offset of the general scroll anchor, px. */
  anchorOffsetPx: 35,
  animationMs: 500,
  debounceMs: 200,
  /** Scroll movements below this are ignored, px. */
  movementThresholdPx: 10,
  /** The navbar hides when scrolling down past this, px. */
  navbarHideAfterPx: 50,
} as const;

/** Viewport breakpoints, px (part 1 §9, part 2 §9). */
export const BREAKPOINTS = {
  xs: 400,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1368,
} as const;

/** Tile grid columns by viewport width: the first step whose width is exceeded wins. */
export const TILE_COLUMNS = {
  steps: [
    { aboveWidthPx: 1199, columns: 5 },
    { aboveWidthPx: 991, columns: 4 },
    { aboveWidthPx: 767, columns: 3 },
  ],
  /** Up to 767 px. Not shown in spec: chosen. */
  narrowColumns: 2,
} as const;

/** Menus become mobile menus below this viewport width, px (part 1 §2, §9). */
export const MOBILE_MENU = {
  belowWidthPx: 1023,
} as const;

/** Page sizes and fetch sizes (part 1 §9, part 2 §9). */
export const PAGING = {
  blogPosts: 3,
  blogArchives: 9,
  blogSearch: 15,
  favoriteActorsMobile: 10,
  recommendationsPerGrid: 8,
  recommendationsPerSlider: 5,
  videoItemsPerGrid: 16,
  /** Results per page of each global search section. */
  search: {
    actors: 30,
    models: 30,
    videos: 30,
    tv: 30,
    mediathek: 30,
    photos: 14,
    galleries: 14,
    asmr: 3,
  },
  /** Messenger channels are fetched this many at a time. */
  messengerChannels: 500,
  comments: 500,
  /** The navbar shows at most this many message previews. */
  navbarMessagePreviews: 5,
  /** The navbar requests the newest this many notifications. */
  navbarNotifications: 5,
  /** Recommended actors shown in the messenger strip. */
  messengerRecommendedActors: 9,
} as const;

/** Defaults of request parameters and lists (part 1 §9, part 2 §9). */
export const DEFAULTS = {
  /** Recommendations count; also the actor recommendation default. */
  recommendations: 4,
  /** Default age rating (fsk); also the recommendations' and actor recommendations' default. */
  ageRating: 16,
  videoStars: 100,
  consumedOffers: 31,
  conversionChatActors: 30,
  favoriteBlock: 50,
  favoritesList: 50,
  preferredModels: 3,
  tvProgramInfo: 10,
  blogPage: 1,
  actorCategory: 3,
  newGirlsCategory: 88,
  /** An incentive without priority (part 1 §3). */
  incentivePriority: 0,
} as const;

/** Guest-facing limits (part 1 §5, §9; part 2 §9). */
export const LIMITS = {
  /** Live preview limit; the spec does not name the unit. */
  livePreview: 5,
  livePreviewVip: 20,
  votesPerContest: 5,
  recentSearches: 3,
  searchPatternMinLength: 3,
  /** Chat ratings are shown from this many ratings (countRatings). */
  ratingsShownFrom: 10,
  /** Minimum balance, in euros, to start a chat. */
  minChatBalance: 0.5,
} as const;

/** Money units (part 1 §9). Coins per euro are rounded up. */
export const MONEY = {
  coinsPerEuro: 4,
  centsPerEuro: 100,
} as const;

/** Decimals shown per currency (part 1 §9, part 2 §9). */
export const CURRENCY_DECIMALS = {
  EUR: 2,
  CHF: 2,
  Credits: 0,
  Voucher: 0,
  VXC: 0,
} as const satisfies Record<Currency, number>;

/** Currencies a model list can be priced in (part 1 §9). */
export const MODEL_LIST_CURRENCIES = ['EUR', 'VXC', 'Credits'] as const satisfies readonly Currency[];

/** Video list windows and filters (part 1 §9, part 2 §9). */
export const VIDEO_LISTS = {
  trendingDays: 8,
  topMonths: 9,
  /** Free videos use the female acting group. */
  freeVideosActingGroup: 'F' satisfies ActorType,
} as const;

/** Image size names (part 1 §9). */
export const IMAGE_SIZES = {
  avatarSmallest: 'w60',
  avatarLargest: 'w1280',
  gameDefaults: ['w320', 'w640', 'w1280'],
} as const;
