// The live chat's rules (live chat issue; spec part 1 §1 chat kinds, §4 exit and end codes, §5
// minimum chat balance, §9 chat price per minute): which chats the profile offers, whether the
// guest can start one, what a running chat has cost so far, and what the exit dialog says and
// offers for each exit code. Plain functions, no React and no I/O (tests/unit/liveChatRules.test.ts).
import { VOUCHER_TYPE } from '../../contract/account.ts';
import {
  CHAT_KINDS,
  type ChatActor,
  type ChatKind,
  chatMinutePrice,
  isChatAvailable,
  MIN_CHAT_BALANCE_CENTS,
  MINUTE_MS,
  minutesStarted,
  TOY_ERROR_CODES,
} from '../../contract/chat.ts';
import { CHAT_EXIT_CODES, type ChatExitCode, chatExitCodeGroup } from '../../contract/codes.ts';
import type { Actor } from '../../contract/entities/actor.ts';
import type { Voucher } from '../../contract/entities/guest.ts';
import type { Currency } from '../../contract/enums.ts';

// ---- what the profile offers ----

/** The actor as the chat needs it: live state from presence, prices in cents per minute. */
export interface LiveChatActor extends ChatActor {
  id: number;
  name: string;
  /** Minutes one video-chat voucher buys with this actor (0: the actor takes no vouchers). */
  voucherChatMinutes: number;
  /** The currency of the prices (the guest's). */
  currency: Currency;
  /** The actor's toy can be controlled from a running chat (spec part 1 §3 Actor isDildocontrolAvailable). */
  hasToyControl: boolean;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The profile's actor with its live online and free-chat state (presence is newer than the profile answer). */
export function liveChatActor(actor: Actor, live: { isOnline: boolean; freeChat: boolean }): LiveChatActor {
  return {
    id: actor.id,
    name: actor.name,
    isOnline: live.isOnline,
    freeChat: live.freeChat,
    isVoyeurChatAvailable: actor.isVoyeurChatAvailable,
    isOnlineMobileVideocall: actor.isOnlineMobileVideocall,
    isLivePreviewEnabled: actor.isLivePreviewEnabled,
    isActorAvailableForConversionChat: actor.isActorAvailableForConversionChat,
    priceSingle: cents(actor.prices.single),
    priceSinglec2c: cents(actor.prices.singlec2c),
    priceVoyeur: cents(actor.prices.voyeur),
    priceVideo: cents(actor.prices.video),
    voucherChatMinutes: actor.prices.voucherChatMinutes,
    currency: actor.pricesCurrency,
    hasToyControl: actor.isDildocontrolAvailable,
  };
}

/** Whether this actor page was opened from the conversion-chat dialog (its link's query) for an actor who takes it now. */
export function offersConversionChat(search: string, actor: LiveChatActor): boolean {
  return new URLSearchParams(search).get('conversion') === '1' && isChatAvailable('conversion', actor);
}

/** The kinds of chat the actor offers now, each with its price per minute in cents, in the contract's order. */
export function offeredChats(actor: LiveChatActor): { kind: ChatKind; priceCents: number }[] {
  // the conversion chat is offered by its own dialog to an eligible guest, not as a button
  return CHAT_KINDS.filter((kind) => kind !== 'conversion' && isChatAvailable(kind, actor)).map((kind) => ({
    kind,
    priceCents: chatMinutePrice(kind, actor),
  }));
}

// ---- starting ----

/** Voucher chat minutes the server would use first for this actor (server/domain/chat.ts): 0 when none apply. */
export function voucherMinutesFor(
  actor: Pick<LiveChatActor, 'id' | 'voucherChatMinutes'>,
  vouchers: readonly Voucher[],
  priceCents: number,
): number {
  if (priceCents === 0 || actor.voucherChatMinutes <= 0) return 0;
  const usable = vouchers.some((v) => v.type === VOUCHER_TYPE.videoChat && v.amount > 0 && (v.actorId === null || v.actorId === actor.id));
  return usable ? actor.voucherChatMinutes : 0;
}

/** Why a chat cannot start now: not connected yet, logged out, or too little money (spec §5). Null: it can. */
export type StartBlock = 'connecting' | 'login' | 'topUp' | null;

export function startBlock(input: {
  socketLive: boolean;
  isLoggedIn: boolean;
  balance: number;
  priceCents: number;
  voucherMinutes: number;
}): StartBlock {
  if (!input.socketLive) return 'connecting';
  if (!input.isLoggedIn) return 'login';
  if (input.priceCents === 0 || input.voucherMinutes > 0) return null;
  // the server asks for 0.5 and at least the first minute, charged at the start
  return cents(input.balance) < Math.max(MIN_CHAT_BALANCE_CENTS, input.priceCents) ? 'topUp' : null;
}

// ---- the running chat ----

export interface RunningCost {
  /** Minutes started so far: each is charged when it starts (spec: billed by the started minute). */
  minutes: number;
  /** What those minutes cost, voucher minutes (used first) not counted. */
  costCents: number;
  /** Milliseconds since the chat began. */
  elapsedMs: number;
}

/** The meter beside a running chat; `startedAt` and `now` come from the same (this tab's) clock. */
export function runningCost(priceCents: number, voucherMinutes: number, startedAt: number, now: number): RunningCost {
  const minutes = minutesStarted(startedAt, now);
  return { minutes, costCents: Math.max(0, minutes - voucherMinutes) * priceCents, elapsedMs: Math.max(0, now - startedAt) };
}

/** "4:07", or "1:02:03" past the hour. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Milliseconds until the next minute starts (and is charged). */
export function msToNextMinute(startedAt: number, now: number): number {
  return startedAt + minutesStarted(startedAt, now) * MINUTE_MS - now;
}

/** The guest's own camera in a two-way cam chat (singlec2c). */
export type CameraState = 'off' | 'asking' | 'on' | 'denied' | 'unavailable';

/** A getUserMedia failure as the note the guest sees: refused (by the guest or a policy) or no usable camera. */
export function cameraProblemOf(error: unknown): 'denied' | 'unavailable' {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

// ---- the exit dialog ----

/** The explanation of an exit code, as a key of the translated texts (exitTexts.ts). */
export const EXIT_TEXT_KEYS = [
  'guestLeft',
  'guestSideEnded',
  'actorEnded',
  'actorSideEnded',
  'adminKick',
  'previewEnded',
  'previewLimitReached',
  'noMoney',
  'textTimeLimit',
  'timeLimit',
  'ageRestriction',
  'actorUnavailable',
  'serverEnded',
  'otherEnd',
] as const;
export type ExitTextKey = (typeof EXIT_TEXT_KEYS)[number];

/** Codes with their own text; the rest of a group shares the group's text. */
const OWN_TEXT: Partial<Record<ChatExitCode, ExitTextKey>> = {
  100: 'guestLeft',
  201: 'actorEnded',
  301: 'adminKick',
  402: 'previewLimitReached',
  501: 'noMoney',
  502: 'textTimeLimit',
  503: 'timeLimit',
  601: 'ageRestriction',
  901: 'actorUnavailable',
  990: 'serverEnded',
};

const GROUP_TEXT: Record<keyof typeof CHAT_EXIT_CODES, ExitTextKey> = {
  client: 'guestSideEnded',
  host: 'actorSideEnded',
  adminKick: 'adminKick',
  preview: 'previewEnded',
  noMoney: 'noMoney',
  timeLimit: 'timeLimit',
  ageRestriction: 'ageRestriction',
  other: 'otherEnd',
};

/** Every exit code of the contract to the key of its explanation. */
export const EXIT_TEXT_OF_CODE: ReadonlyMap<number, ExitTextKey> = new Map(
  (Object.keys(CHAT_EXIT_CODES) as (keyof typeof CHAT_EXIT_CODES)[]).flatMap((group) =>
    CHAT_EXIT_CODES[group].map((code): [number, ExitTextKey] => [code, OWN_TEXT[code] ?? GROUP_TEXT[group]]),
  ),
);

/** The explanation's key; a code the contract does not know (a newer server) reads as "other". */
export function exitTextKey(code: number): ExitTextKey {
  return EXIT_TEXT_OF_CODE.get(code) ?? 'otherEnd';
}

/** What the exit dialog offers next. */
export type ExitOffer = 'topUp' | 'ageCheck' | 'paidChat' | 'otherActor' | 'rating';

/** A chat of ours, or an anonymous voice call opened "in server mode" (the voice server runs and bills it). */
export type ChatMode = 'chat' | 'server';

/**
 * By group (spec §4 groups: pre-chat and preview exit codes): a pre-chat code offers its fix
 * (501 top up, 601 age check); money running out during a chat offers the top-up and the rating;
 * the end of a preview offers the paid chat; the actor's side, an admin kick and other ends offer
 * another actor; the guest's own end and a time limit offer the rating of the chat just had.
 * `hadChat`: the chat had started (chat.end carried a session).
 */
export function exitOffers(code: number, hadChat: boolean, mode: ChatMode = 'chat'): ExitOffer[] {
  // a voice call is the voice server's: nothing of ours to rate, top up or pay for
  if (mode === 'server') return [];
  const group = chatExitCodeGroup(code);
  if (group === 'noMoney') return hadChat ? ['topUp', 'rating'] : ['topUp'];
  if (group === 'ageRestriction') return ['ageCheck'];
  if (group === 'preview') return ['paidChat'];
  if ((group === 'client' || group === 'timeLimit') && hadChat) return ['rating'];
  return ['otherActor'];
}

// ---- toy control in a running chat ----

/**
 * Why a toy control was refused (server/domain/chat.ts; the spec leaves the codes open). 'failed'
 * is ours: the frame was refused or got no answer, nothing is known.
 */
export type ToyErrorCode = (typeof TOY_ERROR_CODES)[number] | 'failed';

/** The frame's code as one the chat has a sentence for; an unknown one reads as 'failed'. */
export function toyErrorCodeOf(code: string | null): ToyErrorCode {
  return (TOY_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ToyErrorCode) : 'failed';
}

/**
 * Whether a chat.toy frame answers the toy this tab is waiting for: the same toy, or a refusal
 * that names none (an unknown toy). Another tab's toy in the same chat does not free this one.
 */
export function answersPendingToy(pendingToyId: number | null, frame: { toyControl: { id: number } | null; success: boolean }): boolean {
  if (pendingToyId === null) return false;
  return frame.toyControl === null ? !frame.success : frame.toyControl.id === pendingToyId;
}
