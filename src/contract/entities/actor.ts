// Entity shapes of spec part 1 §3: actor. Gathered by ../entities.ts. Types only.
import type { ActorType, Currency, Gender, Language } from '../enums.ts';
import type { Picture, Price } from './common.ts';

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
  /** Per minute (per message for `message`) in the major unit of pricesCurrency, the guest's currency. */
  prices: ActorPrices;
  pricesCurrency: Currency;
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  guestHasTicket: boolean;
  isFavoriteActorOfGuest: boolean;
  previewImage: Picture | null;
  seoContent: SeoContent | null;
  settings: Record<string, unknown>;
  /**
   * The guest's country (trusted proxy header) is in bannedCountryCodes (spec part 1 §5). The
   * guest still sees the profile but may not start chats or buy from this actor.
   */
  isBanned: boolean;
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
  hoursToBeOnline: number[];
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
