// The internal and test routes of spec part 2 §7.9 and ours (part of RestCalls): the simulator,
// the operators' tools and the end-to-end tests drive the platform through them; the server
// answers them only with the internal token. Types only.
import type { AvsRejectReason } from './checkout.ts';
import type { Notification } from './entities.ts';
import type { ActorType, Gender } from './enums.ts';
import type { None } from './restCalls.ts';
import type { ServerFrame } from './socket.ts';

export interface InternalRestCalls {
  'internal/regenerate_auto_incrementor': { payload: None; answer: { database: 'sqlite' | 'postgres'; sequences: number } };
  'internal/clear_di_cache': { payload: None; answer: { cleared: string[] } };
  'internal/actor_import_full': { payload: ActorImport; answer: ImportResult };
  'internal/album_import': { payload: AlbumImport; answer: ImportResult };
  /** Ours: the mails the outbox "sent" to an address lately (links of secret kinds withheld). */
  'internal/mails': {
    payload: { to: string };
    answer: { mails: { kind: string; to: string; subject?: string; text?: string; link: string | null; at: number }[] };
  };
  'internal/grantMessengerGifts': { payload: { guestId: number; giftId: number; quantity: number }; answer: None };
  'internal/channels/{channelId}/block': { payload: { blocked: boolean }; answer: None };
  'internal/actors/{actorId}/message': {
    payload: { guestId: number; text: string; media?: 'image' | 'audio' };
    answer: { channelId: number; messageId: number };
  };
  'internal/chats/{sessionId}/end': { payload: { code: number }; answer: { endCode: number | null } };
  'internal/chats/{sessionId}/charge': { payload: { minutesAhead: number }; answer: { minutesCharged: number; endCode: number | null } };
  'internal/voicecalls/{clientId}/stop': { payload: None; answer: { stopped: boolean } };
  'internal/shows/sweep': { payload: { at?: number }; answer: { started: number; ended: number } };
  'internal/notify': {
    payload: { guestId: number; type: number; text: string; link: string | null };
    answer: { notification: Notification };
  };
  'internal/album_gift': { payload: { guestId: number; albumId: number }; answer: { isNew: boolean } };
  'internal/onlineGuests': {
    payload: None;
    answer: { count: number; connections: number; sessions: number; anonymousSessions: number; guests: number; away: number };
  };
  'internal/actors/{actorId}/online': {
    payload: { online: boolean; freeChat?: boolean };
    answer: { actorId: number; isOnline: boolean; freeChat: boolean };
  };
  'internal/actors/{actorId}/freeshow': { payload: { on: boolean }; answer: None };
  'internal/emit': {
    payload: { target: { kind: 'all' } | { kind: 'guest'; guestId: number } | { kind: 'token'; token: string }; frame: ServerFrame };
    answer: None;
  };
  'internal/tokens/revoke': { payload: { token: string }; answer: None };
  'internal/officeAddressCheck': { payload: { address: string }; answer: { isOfficeAddress: boolean } };
  'internal/testResults': { payload: { suite: string; passed: number; failed: number }; answer: None };

  // Ours: accounts (server/internal/accounts.ts and guests.ts).
  /** Sets an actor's chat ratings of the last ninety days (tests reach the 10-ratings boundary). */
  'internal/actors/{actorId}/chatRatings': { payload: { countRatings: number; satisfactionRate: number }; answer: None };
  /** Locks a guest: its sessions end and its sockets get guest.locked. */
  'internal/guests/{guestId}/lock': { payload: None; answer: None };
  /** Decides a pending age check (the sandbox's second step). */
  'internal/guests/{guestId}/avs': { payload: { status: 'accepted' | 'rejected'; reason?: AvsRejectReason }; answer: None };
  /** Lets the guest's pending pin-call verification time out now. */
  'internal/guests/{guestId}/pincall/expire': { payload: None; answer: None };
  /** Support takes an accepted age check back; the guest's tabs hear avs.revoked (issue 21). */
  'internal/guests/{guestId}/avs/revoke': { payload: None; answer: None };
}

// The bodies of the imports (server/domain/imports.ts; spec part 2 §7.9 does not show them).
export interface ActorImport {
  id: number;
  name: string;
  gender: Gender;
  actorType: ActorType;
  age: number;
  country: string;
  city?: string;
  zip?: string;
  latitude?: number;
  longitude?: number;
  spokenLanguages?: string[];
  about?: string;
  aboutTranslations?: Partial<Record<'de' | 'nl' | 'es', string>>;
  bannedCountryCodes?: string[];
  /** Cents per message and per minute of each chat kind. */
  prices?: { message?: number; single?: number; video?: number; voyeur?: number };
  categoryIds?: number[];
}

export interface AlbumImport {
  id: number;
  actorId: number;
  type: 'video' | 'photo_album';
  title: string;
  description?: string;
  titleTranslations?: Partial<Record<'de' | 'nl' | 'es', string>>;
  /** Seconds; videos only. */
  duration?: number;
  ageRating: 16 | 18;
  isVip?: boolean;
  isFree?: boolean;
  /** Cents; basePrice defaults to price (no discount). */
  price: number;
  basePrice?: number;
  tagGroup?: string;
  /** Epoch ms; defaults to now on insert. */
  publishedAt?: number;
  /** How many pictures (stills of a video) the album has; it only grows (pictures may carry pins and ratings). */
  pictureCount: number;
}

export interface ImportResult {
  id: number;
  created: boolean;
}
