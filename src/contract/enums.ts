// Every enumeration of the spec (part 1 §2, §3, §4, §9; part 2 §7) as a plain `as const`
// value with its derived union type. Values the spec spells out (flows, modal ids, numbers)
// are copied verbatim; where the spec names a member only in prose ("hot clip"), the wire
// value is the camelCase of that prose. No side effects: every export can be tree-shaken.

/** The values of an `as const` object as a union. */
export type ValueOf<T> = T[keyof T];

// --- languages (part 1 §1) ---
export const LANGUAGES = ['de', 'en', 'nl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
/** Languages with their own route patterns; any other language uses the en routes. */
export const ROUTE_LANGUAGES = ['de', 'en', 'es'] as const satisfies readonly Language[];
export type RouteLanguage = (typeof ROUTE_LANGUAGES)[number];

// --- money (part 1 §3) ---
export const CURRENCIES = ['EUR', 'CHF', 'Credits', 'Voucher', 'VXC'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REWARD_TYPES = [
  'bonusCode',
  'bonus',
  'topUpPercent',
  'topUpFlat',
  'video',
  'liveShow',
  'ticketShow',
  'vipBonus',
  'vipSubscription',
  'chatRoses',
  'merchandise',
  'messengerGift',
  'photoAlbum',
  'videoVoucher',
  'freeSpins',
  'freeMessages',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** What a game (spin wheel, special event) can pay out (part 1 §3 Reward / game). */
export const GAME_REWARD_TYPES = ['video', 'bonusCode', 'coins', 'voucher', 'spins', 'messengerGift'] as const;
export type GameRewardType = (typeof GAME_REWARD_TYPES)[number];

export const BENEFIT_TYPES = [
  'bonus',
  'bonusCoins',
  'bonusCredits',
  'vip',
  'premiumSubscription',
  'actorSubscription',
  'freeMessages',
  'freeMinutes',
  'media',
  'videoVoucher',
  'photoVoucher',
  'liveShow',
  'messengerGifts',
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

/** Benefits a bonus code can grant (part 1 §3, part 2 §7.12). */
export const BONUS_CODE_BENEFIT_TYPES = [
  'bonusMoney',
  'coins',
  'credits',
  'vipSubscriptionDays',
  'premiumSubscriptionDays',
  'videoVoucher',
  'photoVoucher',
  'freeMinutes',
  'freeMessages',
  'media',
  'actorSubscription',
  'messengerGifts',
  'liveShow',
] as const;
export type BonusCodeBenefitType = (typeof BONUS_CODE_BENEFIT_TYPES)[number];

// --- blog (part 1 §3) ---
export const BLOG_CATEGORY = {
  general: 1,
  event: 38,
  live: 39,
  premiumTv: 40,
  freeTv: 41,
  actions: 43,
  production: 44,
  news: 45,
  interviews: 46,
  featured: 506,
} as const;
export type BlogCategory = ValueOf<typeof BLOG_CATEGORY>;

// --- feed (part 1 §3) ---
export const FEED_TYPES = ['clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
/** The type field of a single feed post. */
export const FEED_POST_TYPES = ['clip', 'photos', 'text'] as const satisfies readonly FeedType[];
export type FeedPostType = (typeof FEED_POST_TYPES)[number];

// --- messenger (part 1 §2, §3, §5) ---
export const CHANNEL_FILTERS = ['newest', 'archived', 'unread', 'blocked'] as const;
export type ChannelFilter = (typeof CHANNEL_FILTERS)[number];
/** The channel list view: one filter plus the online-only toggle. */
export interface ChannelListView {
  filter: ChannelFilter;
  onlineOnly: boolean;
}
/** Views in which the online-only toggle hides nothing (part 1 §5). */
export const CHANNEL_FILTERS_IGNORING_ONLINE_ONLY = ['archived', 'unread'] as const satisfies readonly ChannelFilter[];

// --- legal, status bar, access (part 1 §3) ---
export const LEGAL_TYPES = ['privacyPolicy', 'terms', 'imprint'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const ACCESS_RESTRICTIONS = ['needsLogin', 'needsAgeCheck', 'needsSubscription', 'needsPurchase'] as const;
export type AccessRestriction = (typeof ACCESS_RESTRICTIONS)[number];

// --- actors and media (part 1 §3) ---
export const GENDERS = ['N', 'M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTOR_TYPES = ['F', 'M', 'FM', 'FF', 'S'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export const ALBUM_TYPES = ['photo_album', 'video'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

export const MEDIATHEK_CONTENT_TYPES = ['bought', 'pinned', 'archived', 'messenger', 'clips', 'feedVideos', 'feedPhotos', 'audio'] as const;
export type MediathekContentType = (typeof MEDIATHEK_CONTENT_TYPES)[number];

/** Top cam lists (part 1 §2: best chats, top 100, favorites, video call). */
export const TOP_CAM_TYPES = ['bestChats', 'top100', 'favorites', 'videoCall'] as const;
export type TopCamType = (typeof TOP_CAM_TYPES)[number];

/** Pro search sort (part 1 §3, part 2 §7.2). */
export const PRO_SEARCH_SORTS = ['rank', 'distance'] as const;
export type ProSearchSort = (typeof PRO_SEARCH_SORTS)[number];

// --- video lists (part 1 §2, §9) ---
export const VIDEO_SORTS = ['topRated', 'newest', 'topTrending', 'bestSelling'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export const VIDEO_LIST_CATEGORIES = [
  'allVideos',
  'newVideos',
  'discountedVideos',
  'trendingVideos',
  'freeVideos',
  'topVideos',
  'vip30Videos',
  'boughtVideos',
] as const;
export type VideoListCategory = (typeof VIDEO_LIST_CATEGORIES)[number];

export const VIDEO_LIST_DEFAULT_SORT = {
  allVideos: 'topRated',
  vip30Videos: 'topRated',
  discountedVideos: 'newest',
  freeVideos: 'newest',
  boughtVideos: 'newest',
  newVideos: 'newest',
  trendingVideos: 'topTrending',
  topVideos: 'bestSelling',
} as const satisfies Record<VideoListCategory, VideoSort>;

// --- AVS (part 1 §4) ---
export const AVS_STATUSES = ['unknown', 'pending', 'accepted', 'rejected'] as const;
export type AvsStatus = (typeof AVS_STATUSES)[number];

// --- payment (part 1 §2, §4; part 2 §7.13) ---
export const PAYMENT_FLOWS = [
  'moneycharge',
  'limit',
  'oneclick',
  'autorecharge',
  'vipabo',
  'vxabo',
  'trialvipabo',
  'vxtvabo',
  'trialmoneycharge',
  'changecc',
  'changels',
  'settings',
  'vxsettings',
  'pwdreset',
  'pwdlost',
  'login',
  'avs',
  'promocode',
  'scratchcard',
  'carrier',
  'opcompensation',
] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

export const PAYMENT_FLOW_VIEWS = ['payment', 'abo', 'vxabo', 'login', 'signup', 'avs', 'promocode', 'carrier', 'opcompensation'] as const;
export type PaymentFlowView = (typeof PAYMENT_FLOW_VIEWS)[number];

/** Payment frame lifecycle; `ready` follows the transfer token. */
export const PAYMENT_FRAME_STATES = ['created', 'ready', 'loaded', 'visible', 'hidden', 'removed'] as const;
export type PaymentFrameState = (typeof PAYMENT_FRAME_STATES)[number];

/** Actions the page asks of the checkout frame (part 2 §7.13). */
export const CHECKOUT_FRAME_ACTIONS = ['getbalance', 'getactiveabos', 'logout', 'isLoggedIn', 'hasLoginCookie', 'getavsstatus'] as const;
export type CheckoutFrameAction = (typeof CHECKOUT_FRAME_ACTIONS)[number];

// --- page furniture (part 1 §2) ---
export const MODAL_IDS = [
  'conversion-chat',
  'vip30',
  'black-friday-2020',
  'avs',
  'tag-reward-basic',
  'tag-reward-pro',
  'tag-reward-advanced',
  'actor-gift-calendar',
  'not-enough-money',
  'lexykalender2022',
  'lexykalender2023',
  'video-with-player',
  'feed-signup',
  'sexole-login',
  'es-avs',
  'exitIntent',
  'specialTopUp',
  'vxmodelsites-conversion',
  'five-days-bonus',
  'onboarding',
  'onboarding-choose',
  'fifteen-minutes-preview',
  'vxcoin-info',
  'modal-wrapper-example',
  'contest-like',
  'survey',
  'playlist-delete',
  'playlist-cancel-changes',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

export const HOME_TIMELINE_BLOCKS = [
  'favorite',
  'top',
  'camshows',
  'dailyBonus',
  'vip30',
  'feed',
  'trends',
  'videoStation',
  'new',
  'contests',
  'welcomeClips',
  'categories',
  'blog',
  'tv',
] as const;
export type HomeTimelineBlock = (typeof HOME_TIMELINE_BLOCKS)[number];

export const MOBILE_MENUS = ['navigation', 'search', 'camFilter', 'categoryFilter', 'myAccount', 'notifications'] as const;
export type MobileMenu = (typeof MOBILE_MENUS)[number];

/** Result sections of the global search overlay (part 1 §2). */
export const GLOBAL_SEARCH_SECTIONS = ['actors', 'videos', 'asmr', 'photos', 'tv', 'blog'] as const;
export type GlobalSearchSection = (typeof GLOBAL_SEARCH_SECTIONS)[number];

// --- notifications (part 1 §3, §9) ---
export const NOTIFICATION_KINDS = ['navbar', 'floating'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notification types never shown to the guest. */
export const HIDDEN_NOTIFICATION_TYPES = [6, 7, 13, 14, 15, 22] as const;
export type HiddenNotificationType = (typeof HIDDEN_NOTIFICATION_TYPES)[number];

// --- special events and daily bonus (part 1 §3, §9; part 2 §7.7) ---
export const SPECIAL_EVENT_ID = {
  venusAttacks: 7,
  wiesnShooting: 22,
  wiesnBude: 30,
} as const;
export type SpecialEventId = ValueOf<typeof SPECIAL_EVENT_ID>;

export const DAILY_BONUS_DAYS = ['yesterday', 'today', 'tomorrow'] as const;
export type DailyBonusDay = (typeof DAILY_BONUS_DAYS)[number];

// --- login, phone, modules, consent (part 1 §3, §4, §5) ---
/** Actions stored while logged out and replayed after login (onLoginAction.type). */
export const LOGIN_ACTION_TYPES = [
  'loadNote',
  'pinActor',
  'unpinActor',
  'pinAlbum',
  'pinPicture',
  'pinSedcards',
  'sedcardGuestRating',
  'selectChannel',
  'showPaytour',
  'redirect',
] as const;
export type LoginActionType = (typeof LOGIN_ACTION_TYPES)[number];

/** Modules that go from not ready to ready (part 1 §4 Module readiness). */
export const READINESS_MODULES = ['messenger', 'gift', 'toyControl', 'notification', 'prosearch'] as const;
export type ReadinessModule = (typeof READINESS_MODULES)[number];

/** Cookie consent categories; storage is necessary unless listed otherwise (part 1 §5). */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

// The account area's enumerations live in account.ts (off the first load); their types stay
// reachable from here (type-only: nothing of account.ts is loaded by this module).
export type { NewsletterType, PhoneType, StatusBarType, VoucherType } from './account.ts';
