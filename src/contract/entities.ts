// Entity shapes of spec part 1 §3 as they travel between server and client. Field names are
// the spec's. Where the spec lists a field without its type, the type is chosen; nested
// shapes the spec does not show are kept small. Types only: this module emits no code.
import type {
  ActorType,
  AlbumType,
  AvsStatus,
  Currency,
  FeedPostType,
  Gender,
  Language,
  LoginActionType,
  NewsletterType,
  ProSearchSort,
  VoucherType,
} from './enums.ts';

/** Ids are integers; a route taking `actorIdOrName` accepts either. */
export type ActorIdOrName = number | string;
/** ISO 8601 date-time string. */
export type DateTime = string;

export interface Price {
  currency: Currency;
  value: number;
}

/** An image in several widths (srcSet as in HTML). */
export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

// --- guest ---
export interface Voucher {
  type: VoucherType;
  amount: number;
  actorId: number | null;
}

export interface PinnedActor {
  actorId: number;
  emailNotification: boolean;
  smsNotification: boolean;
}

export interface GeoLocation {
  lat: number;
  long: number;
  source: 'ip' | 'zip' | 'browser';
}

export interface NotificationsSettings {
  email: boolean;
  push: boolean;
  sms: boolean;
}

export interface PincallVerification {
  phoneNumber: string;
  type: 'mobile' | 'fixed';
  verified: boolean;
}

export interface Guest {
  isLoggedIn: boolean;
  id: number | null;
  name: string | null;
  email: string | null;
  balance: number;
  balanceFormatted: string;
  vouchers: Voucher[];
  favorites: { actors: number[]; albums: number[]; pictures: number[]; sedcards: number[] };
  pinnedActors: PinnedActor[];
  newsletterSubscriptions: NewsletterType[];
  isVip: boolean;
  /** True for VIP too: VIP counts as TV subscriber. */
  isVXTVAboSubscriber: boolean;
  hasAvs: boolean;
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  isBlockedForComments: boolean;
  isPayingCustomer: boolean;
  isForcePayment: boolean;
  autoRecharge: { amount: number; config: Record<string, unknown> } | null;
  oneClick: { amounts: number[]; config: Record<string, unknown> } | null;
  isVoiceCallActive: boolean;
  isAnonymousVoiceCall: boolean;
  showDataProtection: boolean;
  testGroups: string[];
  geoLocation: GeoLocation | null;
  notificationsSettings: NotificationsSettings;
  signupOrigin: string | null;
  /** Gift id to quantity. */
  boughtGifts: Record<number, number>;
  pincallVerifications: PincallVerification[];
  loyaltyPoints: number;
  welcomeBonus: { isRedeemed: boolean; amount: number | null };
  preferences: Record<string, unknown>;
}

// --- actor ---
export interface ActorPrices {
  freeMessages: number;
  message: number;
  single: number;
  singlec2c: number;
  video: number;
  voucherChatMinutes: number;
  voyeur: number;
}

export interface Actor {
  id: number;
  name: string;
  gender: Gender;
  type: ActorType;
  age: number | null;
  isOnline: boolean;
  freeChat: boolean;
  bannedCountryCodes: string[];
  isActorAvailableForConversionChat: boolean;
  isOnlineMobileVideocall: boolean;
  isCurrentlyTicketShow: boolean;
  prices: ActorPrices;
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  guestHasTicket: boolean;
  isFavoriteActorOfGuest: boolean;
  previewImage: Picture | null;
  seoContent: SeoContent | null;
  settings: Record<string, unknown>;
}

/** The live part of an actor, as actor/getActorStateById answers it. */
export type ActorState = Pick<
  Actor,
  'id' | 'isOnline' | 'freeChat' | 'isOnlineMobileVideocall' | 'isCurrentlyTicketShow' | 'isVoyeurChatAvailable'
>;

export interface ActorNote {
  actorId: number;
  comment: string;
}

export interface ChatRatings {
  lastNinetyDays: { countRatings: number; satisfactionRate: number };
}

export interface HeatMap {
  /** Weekday (0 = Monday) to 24 hourly values. */
  heatMap: number[][];
  hoursToBeOnline: number;
  memo: string;
}

export interface SeoContent {
  title: string;
  description: string;
  text: string;
}

export interface ActorLivestream {
  actorId: number;
  isLive: boolean;
  streamUrl: string | null;
  posterUrl: string | null;
}

/** An actor in lists, strips and grids. */
export interface ActorTile {
  id: number;
  name: string;
  age: number | null;
  isOnline: boolean;
  profileLink: string;
  previewPicture: Picture | null;
}

export interface TopCam {
  id: number;
  name: string;
  profileLink: string;
  online: boolean;
  onlineVideocall: boolean;
  age: number | null;
  previewPicture: Picture | null;
  avatarPicture: Picture | null;
  spokenLanguages: Language[];
  pinnedCount: number;
  ratingCount: number;
  satisfactionRate: number;
  rankingPointsVideoCall: number;
  videocallPrice: Price | null;
}

// --- albums and videos ---
export interface Comment {
  id: number;
  guestName: string;
  text: string;
  created: DateTime;
}

export interface Album {
  albumId: number;
  actorId: number;
  type: AlbumType;
  title: string;
  price: Price | null;
  isBought: boolean;
  pictures: SedcardPicture[];
  comments: Comment[];
  commentsTotal: number;
  isGuestAllowedToCommentAlbum: boolean;
  rating: number;
  albumTotalViews: number;
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

export interface Video {
  id: number;
  title: string;
  /** Seconds. */
  duration: number;
  ageRating: number;
  vip: boolean;
  free: boolean;
  new: boolean;
  camRecording: boolean;
  classic: boolean;
  price: Price;
  basePrice: Price;
  guestInfo: { bought: boolean; gifted: boolean; flatrate: boolean; liked: boolean };
  ratingLikes: number;
  model: { id: number; name: string };
  previewPicture: Picture | null;
}

export interface SedcardPicture {
  pictureId: number;
  picture: Picture;
  ageRating: number;
  isPinned: boolean;
}

// --- messenger ---
export interface Channel {
  id: number;
  actorId: number;
  guestId: number;
  unread: boolean;
  unreadCount: number;
  blocked: boolean;
  archived: boolean;
  isActorOnline: boolean;
  multiChatPrice: number;
  canVoyeurChat: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  freeMessagesAmount: number;
  messagePrice: number;
  isMessagingFree: boolean;
  freeChat: boolean;
  subject: string;
  lastMessageId: number | null;
  messageTimestamp: number;
  lastViewedTimestamp: number;
  sentDiffForHumans: string;
  previewPictureUrl: string | null;
  actorName: string;
  actorAge: number | null;
}

export interface NavbarMessage {
  id: number;
  isActorOnline: boolean;
  unread: boolean;
  unreadCount: number;
  channelId: number;
  actorId: number;
  pictureUrl: string | null;
  actorName: string;
  actorAge: number | null;
  sentDiffForHumans: string;
  subject: string;
}

export interface MessengerMedia {
  type: 'image' | 'video' | 'audio';
  origSrc: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Seconds; 0 for images. */
  duration: number;
  previewPicture: string | null;
}

export interface MessengerContent {
  messageId: number;
  text: string;
  date: DateTime;
  model: { id: number; name: string };
  media: MessengerMedia[];
}

export interface Gift {
  id: number;
  categoryId: number;
  name: string;
  price: Price & { symbol: string };
  imageUrl: string;
  active: boolean;
  vip: boolean;
  translations: { language: Language; name: string; value: string }[];
}

export interface ToyControl extends Gift {
  /** Seconds. */
  duration: number;
  displayName: string;
  random: boolean;
}

export interface Notification {
  id: number;
  type: number;
  unread: boolean;
  unseen: boolean;
  text: string;
  link: string | null;
  created: DateTime;
}

// --- shows, incentives, contests ---
export interface ChatTicket {
  ticketId: number;
  showId: number;
  showPrice: Price;
  actorName: string;
  title: string;
  start: DateTime;
  end: DateTime;
  isBought: boolean;
  isFree: boolean;
  canBuy: boolean;
  hasStarted: boolean;
  bonusCode: string | null;
}

export interface Incentive {
  region: string;
  type: string;
  event: string;
  uniqueGroup: string | null;
  /** Default 0. */
  priority: number;
  /** Seconds; null without countdown. */
  countdown: number | null;
  closable: boolean;
  blocked: boolean;
  content: Record<string, unknown>;
}

export interface ContestGridItem {
  itemHash: string;
  elementsCount: number;
  guestId: number | null;
  id: number;
  actorId: number;
  actorName: string;
  mediaId: number;
  albumId: number;
  votes: number;
  picture: Picture | null;
}

export interface ContestGuestData {
  voteCount: number;
  hideVoteLimitModal: boolean;
}

export interface ContestHeader {
  contestId: number;
  title: string;
  text: string;
  start: DateTime;
  end: DateTime;
  isActive: boolean;
}

// --- rewards and games ---
export interface RewardHistoryEntry {
  optionCode: string;
  canRedeem: boolean;
  created: DateTime;
}

export interface GameReward {
  type: string;
  value: number | string | null;
  optionCode: string;
}

export interface GameTries {
  available: number;
  total: number;
  /** total minus available. */
  used: number;
}

// --- feed ---
export interface FeedPost {
  id: number;
  created: DateTime;
  published: DateTime;
  type: FeedPostType;
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
  tippingGoal: { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null;
  guestState: { liked: boolean; viewed: boolean; following: boolean; bought: boolean };
  model: { online: boolean; onlineState: string; name: string; id: number; avatar: string | null };
}

// --- search ---
export interface ProSearchQuery {
  category: number;
  filters: string[];
  sort: ProSearchSort;
  page: number;
  zip: string | null;
}

export interface ProSearchResult {
  actors: ActorTile[];
  markers: { actorId: number; lat: number; long: number }[];
  currentPage: number;
  maxPage: number;
  totalHits: number;
}

export interface SearchSection<Item> {
  count: number;
  link: string;
  items: Item[];
}

export interface GlobalSearchResult {
  searchPattern: string;
  proposals: string[];
  actors: SearchSection<ActorTile>;
  videos: SearchSection<Video>;
  mediathek: SearchSection<Video>;
  blog: SearchSection<BlogPost>;
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
  streamUrl: string | null;
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
