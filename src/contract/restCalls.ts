// Payload and answer of every REST call of spec part 2 §7.1-7.9, keyed by the spec's path
// shape (the same keys as `restRoutes` in rest.ts). Types only: this module emits no code.
//
// - `payload`: the query string of a GET, the JSON body otherwise. Path params are not in it:
//   they come from the key's `{name}` placeholders (a string or number each) unless the entry
//   gives `params` (used when a placeholder carries a JSON object, like `{payload}`).
// - `answer`: the fields of a successful answer. On the wire every success answer also has
//   `success: true` (see `RestAnswer` in rest.ts); every failure is an `ErrorAnswer`.
// Field names the spec gives are kept verbatim (even `guest_id`); where the spec says "not
// shown" the shape is chosen and marked so.

import type { ServerStatusType } from './account.ts';
import type { ConversionChatState, FreePreviewState } from './chat.ts';
import type { ActiveAbo } from './checkout.ts';
import type { ClashOfCamsRestCalls } from './clashOfCams.ts';
import type { BreadcrumbType, ContentRestCalls } from './content.ts';
import type { ContestRestCalls } from './contests.ts';
import type { ConversionRestCalls } from './conversionCalls.ts';
import type {
  Actor,
  ActorIdOrName,
  ActorLivestream,
  ActorNote,
  ActorState,
  ActorTile,
  Album,
  Channel,
  Comment,
  DateTime,
  GameReward,
  GameTries,
  GeoLocation,
  GlobalSearchResult,
  Guest,
  NotificationsSettings,
  Picture,
  PinnedPhoto,
  ProSearchQuery,
  ProSearchResult,
  Relation,
  RewardHistoryEntry,
  SedcardPicture,
  SeoContent,
  Video,
} from './entities.ts';
import type { BenefitType, BonusCodeBenefitType, Language, NewsletterType, PaymentFlow } from './enums.ts';
import type { GameRestCalls, SpecialEventItem } from './games.ts';
import type { InternalRestCalls } from './internalCalls.ts';

export type { LogTiming, Teaser } from './conversionCalls.ts';

/** No payload, or no answer fields beyond `success`. */
export type None = Record<never, never>;

/** Like (1), dislike (-1) or take back (0). Not shown in spec: chosen. */
export type GuestRating = 1 | 0 | -1;

/** What the checkout frame reports after login, signup or a payment. Not shown in spec: chosen. */
export interface PaymentResult {
  flow: PaymentFlow;
  success: boolean;
}

/** One login session of the guest (an access token), for the settings screen. Ours. */
export interface GuestSession {
  /** A public id: the first 16 hex digits of the token's hash. */
  id: string;
  device: string | null;
  createdAt: number;
  lastSeenAt: number;
  isCurrent: boolean;
}

/** One change of the guest's balance, newest first on the transactions screen (issue 21). Ours. */
export interface BalanceEntry {
  id: number;
  deltaCents: number;
  balanceAfterCents: number;
  /** A payment flow (moneycharge…), a purchase (album, chat…) or an offer bonus (OFFER_REASONS). */
  reason: string;
  createdAt: number;
}

/** A benefit the guest holds (spec part 1 §3 Benefit types), for the benefits screen. Ours. */
export interface GuestBenefit {
  type: BenefitType;
  amount: number;
  actorId: number | null;
  /** Epoch ms when it ends, or null. */
  validUntil: number | null;
  source: string;
}

/** Everything the account screens show (spec part 1 §3 Guest) plus the abos. Ours. */
export interface GuestProfile {
  guest: Guest;
  abos: ActiveAbo[];
  language: Language;
  isEmailVerified: boolean;
  /** guest/autoRechargeTeaserState. */
  autoRechargeTeaserMode: 'show' | 'hide';
  conversionChatEnabled: boolean;
  /** The conversion chat's countdown ends (null: not running). */
  conversionChat: ConversionChatState;
  /** The free preview offer (the fifteen-minutes-preview dialog). */
  freePreview: { state: FreePreviewState; secondsLeft: number };
  /** Status bar items the server raised and the guest has not seen yet (guest/statusItems/seen). */
  statusItems: ServerStatusType[];
}

export interface TileGridQuery {
  page: number;
  limit: number;
  sort?: string;
  filter?: Record<string, string | number | boolean>;
}

/** A pinned actor's notification settings (ours: guest/favorite/actorSettings). */
export interface FavoriteActorSettings {
  actorId: number;
  emailNotification: boolean;
  smsNotification: boolean;
  /** Web push when the actor comes online (ours, PWA issue); a save without it keeps it. */
  pushNotification?: boolean;
}

export interface TileGridSettings {
  columns?: number;
  sort?: string;
  filter?: Record<string, string | number | boolean>;
}

export interface SpecialEventGuestData {
  tries: GameTries;
  rewardHistory: RewardHistoryEntry[];
}

/** The answer of every special/{event}/getReward/{eventId}: read from data.data. */
export interface SpecialRewardAnswer {
  data: { data: { reward: GameReward | null; guestData: SpecialEventGuestData } };
}

export interface SpecialEvent {
  id: number;
  type: string;
  start: DateTime;
  end: DateTime;
  isActive: boolean;
}

export interface WebPushSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export interface JumbotronSlide {
  id: number;
  title: string;
  link: string;
  picture: Picture;
}

type SpecialReward = { payload: None; answer: SpecialRewardAnswer };

export interface RestCalls
  extends ConversionRestCalls,
    ContentRestCalls,
    ContestRestCalls,
    ClashOfCamsRestCalls,
    GameRestCalls,
    InternalRestCalls {
  // (7.8 TV and blog: content.ts; contests: contests.ts; 7.9 internal and test routes: internalCalls.ts)
  // --- 7.1 account, legal and payment ---
  'asset/legal-text/download/{legalTextId}': { payload: None; answer: Blob };
  'vxpay/onsuccess': {
    payload: { result: PaymentResult; targetUrl: string | null };
    /** The address to follow: targetUrl when it is a path of this app, else null (reload). */
    answer: { data: { url: string | null } };
  };
  'vxpay/logout': { payload: None; answer: None };
  'guest/redeemBonus': {
    payload: { code: string };
    answer: { bonus: { type: BonusCodeBenefitType; amount: number; text: string } };
  };
  'guest/acceptCancellationOffer': {
    payload: { guest_id: number; platform_text: string };
    answer: { accepted_offer: boolean; accepted_offer_info: string | null };
  };
  'guest/getNotificationsSettings': { payload: None; answer: { notifications_settings: NotificationsSettings } };
  'guest/newsletter/subscribe': {
    payload: { typeId: NewsletterType; userId: number; emailAddress: string };
    answer: None;
  };
  'guest/newsletter/unsubscribe': {
    payload: { typeId: NewsletterType; userId: number; emailAddress: string };
    answer: None;
  };
  'guest/autoRechargeTeaserState': { payload: { mode: 'show' | 'hide' }; answer: None };
  'guest/closeDataProtection': { payload: { accepted: boolean }; answer: None };
  'guest/closeAgbAndDataProtection': { payload: { accepted: boolean }; answer: None };
  'guest/getGuestBalance': {
    payload: None;
    answer: { balance: number; balanceFormatted: string; isPayingCustomer: boolean };
  };
  'guest/sendVideoShareEmail': { payload: { albumId: number; emailAddress: string; message?: string }; answer: None };
  'guest/favorite/actors': {
    payload: { limit?: number; offset?: number };
    answer: { actors: ActorTile[]; total: number };
  };
  'guest/favorite/actorSettings': { payload: None; answer: { settings: FavoriteActorSettings[] } };
  'guest/favorite/actorSettings/save': { payload: FavoriteActorSettings; answer: None };
  'guest/conversionChat': { payload: { action: 'enable' | 'disable' }; answer: { data: { success: boolean } } };
  'guest/savePreferences': { payload: { data: Record<string, unknown> }; answer: None };
  'utility/relation/addRelation': { payload: Relation; answer: None };
  'utility/relation/hasRelation': { payload: Relation; answer: { hasRelation: boolean } };
  'utility/getGeoLocationByZip/{zipCode}': { payload: None; answer: { geoLocation: GeoLocation | null } };
  /** Answer not shown in the spec: ours adds what the code grants (in the request's language) while it is still to redeem. */
  'promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}': {
    payload: None;
    answer: { hasNotRedeemed: boolean; bonus: { type: BonusCodeBenefitType; amount: number; text: string } | null };
  };

  // --- 7.2 actors ---
  'actor/getActorTVLivestreamDataById/{actorId}': { payload: None; answer: { livestream: ActorLivestream | null } };
  'actor/getActorStateById/{actorId}': { payload: None; answer: { state: ActorState } };
  'actor/getActorNoteById/{actorId}': { payload: None; answer: { note: ActorNote | null } };
  'actor/getActorPreviewImage/{actorIdOrName}': { payload: None; answer: { previewImage: Picture | null } };
  'actor/getActorDataByIdOrName/{actorIdOrName}': {
    payload: { qmday?: string };
    answer: { actor: Actor };
  };
  'actor/storeActorNote': { payload: { actorId: number; comment: string }; answer: { note: ActorNote } };
  'seo/getActorSeoContent/{actorId}/{tagGroup}': { payload: None; answer: { seo: SeoContent } };
  'actorsearch/init': { payload: None; answer: { query: ProSearchQuery; result: ProSearchResult } };
  'actorsearch/search': { payload: ProSearchQuery; answer: { result: ProSearchResult } };
  'actorsearch/filter/delete': {
    payload: { filter: string };
    answer: { query: ProSearchQuery; result: ProSearchResult };
  };
  'monitoringActors/onlineActorsAmount': { payload: None; answer: { amount: number } };
  'phoenix/get_profile_preview/{actorId}': { payload: None; answer: { actor: ActorTile } };
  'sales/actor/{actorId}': { payload: None; answer: { videos: Video[] } };

  // --- 7.3 messenger ---
  'messenger/channel/{channelId}': { payload: None; answer: { channel: Channel } };
  'messenger/channel/actor/{actorId}': { payload: None; answer: { channel: Channel | null } };
  'messenger/actor/{actorId}': { payload: { language: Language }; answer: { actor: ActorTile } };
  'messenger/recommendations': {
    payload: { currentActorId?: number; useGrid?: boolean; fsk?: number };
    answer: { actors: ActorTile[] };
  };

  // --- 7.4 galleries and albums ---
  'album/{albumId}/buy': { payload: None; answer: { balance: number; balanceFormatted: string } };
  'gallery/open': { payload: { albumId: number }; answer: { album: Album } };
  'gallery/getpromotedvideo/{actorId}': { payload: None; answer: { video: Video | null } };
  'gallery/getTopVideos/{actorIdOrName}': { payload: None; answer: { videos: Video[] } };
  'gallery/getPreview': { payload: { albumId: number }; answer: { pictures: Picture[] } };
  'gallery/getPinnedPhotos': {
    payload: { limit?: number; offset?: number };
    answer: { pictures: PinnedPhoto[]; total: number };
  };
  'gallery/getsedcards/{actorIdOrName}': { payload: None; answer: { pictures: SedcardPicture[] } };
  'gallery/getsedcards/{actorIdOrName}/{payload}': {
    params: { actorIdOrName: ActorIdOrName; payload: { limit: number; fsk: number } };
    payload: None;
    answer: { pictures: SedcardPicture[] };
  };
  'gallery/setSedcardsGuestRating/{actorId}': { payload: { guestRating: GuestRating }; answer: None };
  'gallery/getComments': {
    payload: { albumId: number; limit: number; offset: number };
    answer: { comments: Comment[]; commentsTotal: number };
  };
  'gallery/postComment': { payload: { albumId: number; commentText: string }; answer: { comment: Comment } };
  'gallery/setGuestRating': {
    payload: { albumId: number; guestRating: GuestRating };
    answer: { guestRatingLikes: number; guestRatingDislikes: number };
  };
  'gallery/setPictureGuestRating': {
    payload: { pictureId: number; guestRating: GuestRating };
    answer: { likes: number; dislikes: number; guestRating: GuestRating };
  };
  'tileGrid/get/{type}/{payload}': {
    params: { type: string; payload: TileGridQuery };
    payload: None;
    /** settings: what the guest stored for this grid type, null when nothing (ours, additive). */
    answer: { items: (ActorTile | Video)[]; total: number; settings?: TileGridSettings | null };
  };
  'tileGrid/getVideoPictures/{albumId}': { payload: None; answer: { pictures: Picture[] } };
  'tileGrid/storeTileGridSettings': { payload: { type: string; settings: TileGridSettings }; answer: None };

  // --- 7.5 search ---
  'searchResult/search/{language}/{searchPattern}': {
    params: { language: Language; searchPattern: string };
    payload: None;
    answer: { result: GlobalSearchResult };
  };

  // --- 7.7 special events and games ---
  'special/slotmachine/getReward/{eventId}': SpecialReward;
  'special/halloween/getReward/{eventId}': SpecialReward;
  'special/reward-box/getReward/{eventId}': SpecialReward;
  'special/wiesn-shooting/getReward/{eventId}': SpecialReward;
  'special/wet-and-wild/getReward/{eventId}': SpecialReward;
  'special/wiesn-bude/getReward/{eventId}': SpecialReward;
  'special/kickIt/getReward/{eventId}': SpecialReward;
  'special/get/events': { payload: None; answer: { events: SpecialEvent[] } };
  'special/adventcalendar': {
    payload: None;
    /** canOpen: today's door, not opened yet (ours). */
    answer: { days: { day: number; isOpen: boolean; canOpen: boolean; reward: GameReward | null }[] };
  };
  'special/easter/collectEgg': {
    payload: { verificationToken: string; qmdate?: string };
    answer: { eggsCollected: number; reward: GameReward | null };
  };
  'special/getData/{eventType}': {
    payload: { qmdate?: string };
    /** items: the eggs, doors or calendar days of the event (ours). */
    answer: { event: SpecialEvent; guestData: SpecialEventGuestData; items: SpecialEventItem[] };
  };

  // --- 7.9 other ---
  'web-push/key': { payload: None; answer: { publicKey: string } };
  'web-push/status/{payload}': {
    params: { payload: { endpoint: string } };
    payload: None;
    /** lastDeliveredAt (ours): when a push service last took a push for this endpoint (epoch ms), null before any. */
    answer: { subscribed: boolean; lastDeliveredAt: number | null };
  };
  /**
   * resubscribeToken (ours): in the answer, what the service worker resubscribes with on
   * pushsubscriptionchange; in the payload, the one this browser holds already, which lets this
   * guest take over the browser's endpoint from the guest who subscribed it before.
   */
  'web-push/subscribe': { payload: { subscription: WebPushSubscription; resubscribeToken?: string }; answer: { resubscribeToken: string } };
  'web-push/resubscribe/{token}': { payload: { subscription: WebPushSubscription }; answer: None };
  'web-push/unsubscribe/{payload}': { params: { payload: { endpoint: string } }; payload: None; answer: None };
  'web-push/update/{payload}': {
    params: { payload: { endpoint: string; topics: Record<string, boolean> } };
    payload: None;
    answer: None;
  };
  'breadcrumb/{breadcrumbType}': {
    params: { breadcrumbType: BreadcrumbType };
    /** The page the breadcrumb is for. Shape not shown in spec: chosen. */
    payload: { routeName: string; routeArgs: Record<string, string> };
    answer: { data: { breadcrumb: { label: string; url: string }[] } };
  };
  'video/jumbotron/config': { payload: None; answer: { config: { slides: JumbotronSlide[]; intervalMs: number } } };
  'video/jumbotron/homepage': { payload: None; answer: { slides: JumbotronSlide[] } };
  alive: { payload: None; answer: { alive: true } };
  'reporting/default': { payload: { message: string; context?: Record<string, unknown> }; answer: None };
  'reporting/main': { payload: { message: string; context?: Record<string, unknown> }; answer: None };

  // --- ours: not in the spec ---
  /** A fresh anonymous guest token; every visitor starts with one. */
  'auth/anonymous': { payload: None; answer: { accessToken: string; guestId: null } };
  /** A single-use transfer token for the checkout frame, bound to the caller's access token, and the frame's address. */
  'auth/transfer': { payload: None; answer: { transferToken: string; checkoutUrl: string } };
  /** Confirms the guest's e-mail with the code of the link sent at signup; emits email.verified. */
  'auth/verifyEmail': { payload: { code: string }; answer: None };
  /** The account screens' data (my profile, settings, benefits). Needs login. */
  'guest/profile': { payload: None; answer: GuestProfile };
  'guest/benefits': { payload: None; answer: { benefits: GuestBenefit[] } };
  /** The guest's login sessions; revoke one by id, or every other one with id null. */
  'guest/sessions': { payload: None; answer: { sessions: GuestSession[] } };
  'guest/sessions/revoke': { payload: { id: string | null }; answer: { revoked: number } };
  /** The guest's last balance changes with their reasons (the transactions screen). Needs login. */
  'guest/balanceEvents': { payload: None; answer: { events: BalanceEntry[] } };
  'guest/saveNotificationsSettings': { payload: { notifications_settings: NotificationsSettings }; answer: None };
  /** The app showed a server-raised status bar item (GuestProfile.statusItems): it is not raised again. */
  'guest/statusItems/seen': { payload: { type: ServerStatusType }; answer: { seen: boolean } };
}
