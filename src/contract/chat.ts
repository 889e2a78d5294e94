// Live chat (live chat issue; spec part 1 §1 chat kinds, §3 Actor prices, §5 minimum chat
// balance, §9): the kinds a guest can start, what a minute of each costs, when an actor is
// available for it, and which minutes are due. Pure, shared by the server (which bills) and the
// start dialog (which shows the price first).
import { LIMITS, MONEY } from './constants.ts';

export const CHAT_KINDS = ['single', 'singlec2c', 'voyeur', 'privateVoyeur', 'free', 'livePreview', 'videoCall', 'conversion'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The actor's side of a chat: prices in cents per minute and what the actor offers now. */
export interface ChatActor {
  isOnline: boolean;
  isActorAvailableForConversionChat?: boolean;
  freeChat: boolean;
  isVoyeurChatAvailable: boolean;
  isOnlineMobileVideocall: boolean;
  isLivePreviewEnabled: boolean;
  priceSingle: number;
  priceSinglec2c: number;
  priceVoyeur: number;
  priceVideo: number;
}

/**
 * Cents per started minute. The spec gives the actor's prices (single, single c2c, video,
 * voyeur); a private voyeur chat is the single price (the guest has the actor alone), free chat
 * and the live preview cost nothing.
 */
export function chatMinutePrice(
  kind: ChatKind,
  actor: Pick<ChatActor, 'priceSingle' | 'priceSinglec2c' | 'priceVoyeur' | 'priceVideo'>,
): number {
  switch (kind) {
    case 'single':
    case 'privateVoyeur':
      return actor.priceSingle;
    case 'singlec2c':
      return actor.priceSinglec2c;
    case 'voyeur':
      return actor.priceVoyeur;
    case 'videoCall':
      return actor.priceVideo;
    case 'free':
    case 'livePreview':
    case 'conversion':
      return 0;
  }
}

/** Whether the actor offers this kind of chat now. */
export function isChatAvailable(kind: ChatKind, actor: ChatActor): boolean {
  if (kind === 'videoCall') return actor.isOnlineMobileVideocall;
  if (!actor.isOnline) return false;
  if (kind === 'free') return actor.freeChat;
  if (kind === 'voyeur' || kind === 'privateVoyeur') return actor.isVoyeurChatAvailable;
  if (kind === 'livePreview') return actor.isLivePreviewEnabled;
  if (kind === 'conversion') return actor.isActorAvailableForConversionChat === true;
  return true;
}

/** The least a balance must hold to start a paid chat (spec part 1 §5: 0.5), in cents. */
export const MIN_CHAT_BALANCE_CENTS = Math.round(LIMITS.minChatBalance * MONEY.centsPerEuro);

export const MINUTE_MS = 60_000;
/** A chat line's length at most (ours: the spec leaves it open). */
export const CHAT_TEXT_MAX = 500;
/** The generated demo stream every actor plays in the default run (HLS; docs/decisions.md). */
export const DEMO_STREAM_PATH = '/media/live/demo.m3u8';

/** Every minute is charged when it starts: a chat of 61 seconds costs 2 minutes. */
export function minutesStarted(startedAt: number, now: number): number {
  return Math.max(1, Math.floor(Math.max(0, now - startedAt) / MINUTE_MS) + 1);
}

/** When the next minute starts (the next charge is due). */
export function nextMinuteAt(startedAt: number, now: number): number {
  return startedAt + minutesStarted(startedAt, now) * MINUTE_MS;
}

/**
 * The live preview (spec part 1 §9: 5 a day, 20 for VIP; §6: the time limit is longer for VIP).
 * What is counted is ours: previews started per calendar day (UTC); each lasts LIVE_PREVIEW_MS
 * (VIP: LIVE_PREVIEW_VIP_MS), then ends with 401; starting one past the day's limit is refused
 * with 402. The spec gives no lengths: 30 s is enough to see who is there, and VIP gets twice
 * that, as it gets four times the previews.
 */
export const LIVE_PREVIEW_MS = 30_000;
export const LIVE_PREVIEW_VIP_MS = 60_000;
export const PREVIEW_END = { timeUp: 401, limitReached: 402 } as const;

export function livePreviewLimit(isVip: boolean): number {
  return isVip ? LIMITS.livePreviewVip : LIMITS.livePreview;
}

/** How long one live preview lasts for this guest. */
export function livePreviewMs(isVip: boolean): number {
  return isVip ? LIVE_PREVIEW_VIP_MS : LIVE_PREVIEW_MS;
}

/** The start of the UTC day of `now`: previews are counted from it. */
export function previewDayStart(now: number): number {
  return now - (now % 86_400_000);
}

/**
 * The conversion chat (spec part 1 §4: a guest is eligible while a countdown end lies in the
 * future; a separate candidate countdown; enable and disable). Ours: a new guest is a candidate
 * for CONVERSION_CHAT.candidateMs after signing up; enabling it then starts the eligibility
 * countdown (eligibleMs), in which one free chat of at most chatMs with one of the conversion
 * chat actors (30, spec part 1 §9) may start; it ends with 503 (time limit).
 */
export const CONVERSION_CHAT = { candidateMs: 30 * 60_000, eligibleMs: 10 * 60_000, chatMs: 3 * 60_000 } as const;

export interface ConversionChatState {
  candidateUntil: number | null;
  eligibleUntil: number | null;
}

export function conversionChatState(
  guest: { createdAt: number; conversionChatEndsAt: number | null; hadConversionChat: boolean },
  now: number,
): ConversionChatState {
  if (guest.hadConversionChat) return { candidateUntil: null, eligibleUntil: null };
  const candidateUntil = guest.createdAt + CONVERSION_CHAT.candidateMs;
  return {
    candidateUntil: candidateUntil > now ? candidateUntil : null,
    eligibleUntil: guest.conversionChatEndsAt !== null && guest.conversionChatEndsAt > now ? guest.conversionChatEndsAt : null,
  };
}

/** The free preview offer (the fifteen-minutes-preview dialog): 15 minutes of live previews, once. */
export const FREE_PREVIEW_MS = 15 * 60_000;
export type FreePreviewState = 'offered' | 'active' | 'declined' | 'used';

/** The error codes of buying and giving back a chat ticket (the spec leaves them open). */
export const TICKET_ERROR_CODES = ['notFound', 'showEnded', 'showStarted', 'alreadyBought', 'notEnoughMoney', 'noTicket'] as const;
/** Why a toy control in a chat was refused. */
export const TOY_ERROR_CODES = ['notAvailable', 'notEnoughMoney', 'notFound'] as const;
/** The longest text a chat rating keeps (survey/chatexit). */
export const CHAT_RATING_TEXT_MAX = 500;

/** The live reactions a guest can send in a chat (ours: the spec names live reactions without a list). */
export const LIVE_REACTIONS = ['heart', 'fire', 'clap', 'smile', 'wow'] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];
