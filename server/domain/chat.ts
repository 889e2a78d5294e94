// Live chat sessions on the server (live chat issue; spec part 1 §1, §4 exit and end codes, §5
// minimum chat balance 0.5): a logged-in guest starts a chat of a kind the actor offers now,
// with at least 0.5 on the balance or voucher chat minutes (used first); every started minute is
// charged when it starts, each in its own transaction with its ledger row; a minute the balance
// does not cover ends the chat with 501. The clock is a parameter: the billing loop
// (chatBilling.ts) calls chargeDueMinutes at each minute, tests call it with a fake time.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import type { TOY_ERROR_CODES } from '../../src/contract/chat.ts';
import {
  type ChatKind,
  CONVERSION_CHAT,
  chatMinutePrice,
  conversionChatState,
  isChatAvailable,
  livePreviewLimit,
  livePreviewMs,
  MIN_CHAT_BALANCE_CENTS,
  MINUTE_MS,
  minutesStarted,
  PREVIEW_END,
  previewDayStart,
} from '../../src/contract/chat.ts';
import { CHAT_EXIT_CODE, type ChatExitCode, isChatExitCode } from '../../src/contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { debit, lockGuest } from './ledger.ts';

/** A chat that could not start; the code is a pre-chat exit code or why the actor cannot. */
export class ChatRefusal extends Error {
  readonly exitCode: ChatExitCode;
  constructor(exitCode: ChatExitCode, message: string) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The actor does not offer this kind of chat now (ours: the first "other" code). */
export const ACTOR_UNAVAILABLE_CODE = 901 satisfies ChatExitCode;
/** No conversion chat window is open for the guest (ours: the second "other" code). */
const NO_CONVERSION_CHAT_CODE = 902 satisfies ChatExitCode;
/** The server ended a chat it could no longer bill (restart). */
const SERVER_ENDED_CODE = 990 satisfies ChatExitCode;

export interface ChatSession {
  id: number;
  guestId: number;
  actorId: number;
  kind: ChatKind;
  priceCents: number;
  startedAt: number;
  endedAt: number | null;
  endCode: number | null;
  minutesCharged: number;
  centsCharged: number;
  voucherMinutesLeft: number;
}

async function sessionRow(db: Kysely<Database> | Transaction<Database>, sessionId: number): Promise<ChatSession> {
  const row = await db.selectFrom('chatSessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no chat ${sessionId}.`);
  return { ...row, kind: row.kind as ChatKind };
}

export async function chatSession(db: Kysely<Database>, sessionId: number): Promise<ChatSession> {
  return sessionRow(db, sessionId);
}

/** Takes one started minute: a voucher minute first, else its price from the balance. False: the balance does not cover it. */
async function chargeMinute(trx: Transaction<Database>, session: ChatSession, now: number): Promise<boolean> {
  if (session.voucherMinutesLeft > 0) {
    await trx
      .updateTable('chatSessions')
      .set({ voucherMinutesLeft: sql<number>`voucher_minutes_left - 1`, minutesCharged: sql<number>`minutes_charged + 1` })
      .where('id', '=', session.id)
      .execute();
    session.voucherMinutesLeft -= 1;
    session.minutesCharged += 1;
    return true;
  }
  if (session.priceCents > 0) {
    try {
      await debit(trx, {
        guestId: session.guestId,
        amountCents: session.priceCents,
        reason: 'chat',
        ref: `chat:${session.id}:${session.minutesCharged + 1}`,
        now,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return false;
      throw error;
    }
  }
  await trx
    .updateTable('chatSessions')
    .set({ minutesCharged: sql<number>`minutes_charged + 1`, centsCharged: sql<number>`cents_charged + ${session.priceCents}` })
    .where('id', '=', session.id)
    .execute();
  session.minutesCharged += 1;
  session.centsCharged += session.priceCents;
  return true;
}

/** Starts a chat and charges its first minute; refuses with a pre-chat code, changing nothing. */
export async function startChat(
  db: Kysely<Database>,
  input: { guestId: number; actorId: number; kind: ChatKind; now?: number },
): Promise<ChatSession> {
  const now = input.now ?? Date.now();
  const actor = await db
    .selectFrom('actors')
    .select([
      'id',
      'isOnline',
      'freeChat',
      'isVoyeurChatAvailable',
      'isOnlineMobileVideocall',
      'isLivePreviewEnabled',
      'isActorAvailableForConversionChat',
      'priceSingle',
      'priceSinglec2c',
      'priceVoyeur',
      'priceVideo',
      'priceVoucherChatMinutes',
    ])
    .where('id', '=', input.actorId)
    .executeTakeFirst();
  // An actor nobody can chat with, like an offline one (the socket answered INTERNAL before).
  if (!actor) throw new ChatRefusal(ACTOR_UNAVAILABLE_CODE, `There is no actor ${input.actorId}.`);
  const offer = {
    isOnline: actor.isOnline === 1,
    freeChat: actor.freeChat === 1,
    isVoyeurChatAvailable: actor.isVoyeurChatAvailable === 1,
    isOnlineMobileVideocall: actor.isOnlineMobileVideocall === 1,
    isLivePreviewEnabled: actor.isLivePreviewEnabled === 1,
    isActorAvailableForConversionChat: actor.isActorAvailableForConversionChat === 1,
  };
  if (!isChatAvailable(input.kind, { ...actor, ...offer }))
    throw new ChatRefusal(ACTOR_UNAVAILABLE_CODE, 'The actor does not offer this chat now.');
  const priceCents = chatMinutePrice(input.kind, actor);
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    if (input.kind === 'livePreview') {
      const guest = await trx.selectFrom('guests').select('isVip').where('id', '=', input.guestId).executeTakeFirstOrThrow();
      const today = await trx
        .selectFrom('chatSessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('guestId', '=', input.guestId)
        .where('kind', '=', 'livePreview')
        .where('startedAt', '>=', previewDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= livePreviewLimit(guest.isVip === 1))
        throw new ChatRefusal(PREVIEW_END.limitReached, 'No live previews are left today.');
    }
    if (input.kind === 'conversion') {
      const guest = await trx
        .selectFrom('guests')
        .select(['createdAt', 'conversionChatEndsAt'])
        .where('id', '=', input.guestId)
        .executeTakeFirstOrThrow();
      const had = await trx
        .selectFrom('chatSessions')
        .select('id')
        .where('guestId', '=', input.guestId)
        .where('kind', '=', 'conversion')
        .executeTakeFirst();
      if (conversionChatState({ ...guest, hadConversionChat: had !== undefined }, now).eligibleUntil === null) {
        throw new ChatRefusal(NO_CONVERSION_CHAT_CODE, 'There is no conversion chat to start now.');
      }
    }
    let voucherMinutes = 0;
    if (priceCents > 0) {
      const voucher = await trx
        .selectFrom('vouchers')
        .select(['id'])
        .where('guestId', '=', input.guestId)
        .where('type', '=', VOUCHER_TYPE.videoChat)
        .where('amount', '>', 0)
        .where((eb) => eb.or([eb('actorId', 'is', null), eb('actorId', '=', actor.id)]))
        .orderBy('id')
        .executeTakeFirst();
      if (voucher && actor.priceVoucherChatMinutes > 0) {
        await trx.updateTable('vouchers').set({ amount: sql<number>`amount - 1` }).where('id', '=', voucher.id).execute();
        voucherMinutes = actor.priceVoucherChatMinutes;
      } else {
        const guest = await trx.selectFrom('guests').select('balanceCents').where('id', '=', input.guestId).executeTakeFirstOrThrow();
        if (guest.balanceCents < Math.max(MIN_CHAT_BALANCE_CENTS, priceCents))
          throw new ChatRefusal(CHAT_EXIT_CODE.noMoney, 'The balance does not cover a chat: top up first.');
      }
    }
    const row = await trx
      .insertInto('chatSessions')
      .values({
        guestId: input.guestId,
        actorId: actor.id,
        kind: input.kind,
        priceCents,
        startedAt: now,
        voucherMinutesLeft: voucherMinutes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await sessionRow(trx, row.id);
    if (!(await chargeMinute(trx, session, now)))
      throw new ChatRefusal(CHAT_EXIT_CODE.noMoney, 'The balance does not cover a chat: top up first.');
    return session;
  });
}

export interface ChargeOutcome {
  session: ChatSession;
  /** Minutes charged by this call. */
  charged: number;
  /** Set when the chat ended here (501: the balance ran out). */
  endCode: number | null;
}

/** Charges the minutes started up to `now` and not charged yet; a minute not covered ends the chat with 501. */
export async function chargeDueMinutes(db: Kysely<Database>, sessionId: number, now = Date.now()): Promise<ChargeOutcome> {
  const { guestId } = await sessionRow(db, sessionId);
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, guestId);
    const session = await sessionRow(trx, sessionId);
    if (session.endedAt !== null) return { session, charged: 0, endCode: null };
    let charged = 0;
    while (session.minutesCharged < minutesStarted(session.startedAt, now)) {
      if (!(await chargeMinute(trx, session, now))) {
        await end(trx, session, CHAT_EXIT_CODE.noMoney, now);
        return { session, charged, endCode: CHAT_EXIT_CODE.noMoney };
      }
      charged += 1;
    }
    return { session, charged, endCode: null };
  });
}

async function end(trx: Transaction<Database>, session: ChatSession, code: number, now: number): Promise<void> {
  await trx
    .updateTable('chatSessions')
    .set({ endedAt: now, endCode: code })
    .where('id', '=', session.id)
    .where('endedAt', 'is', null)
    .execute();
  session.endedAt = now;
  session.endCode = code;
}

/** Ends a running chat with its code after charging what started before `now`; ending twice changes nothing. */
export async function endChat(db: Kysely<Database>, sessionId: number, code: number, now = Date.now()): Promise<ChargeOutcome> {
  if (!isChatExitCode(code)) throw new ApiError('VALIDATION_FAILED', `${code} is not a chat exit code.`);
  const outcome = await chargeDueMinutes(db, sessionId, now);
  // the balance ran out on the way: the chat ended with 501, not with the code asked for
  if (outcome.endCode !== null) return outcome;
  return db.transaction().execute(async (trx) => {
    const session = await sessionRow(trx, sessionId);
    if (session.endedAt !== null) return { session, charged: outcome.charged, endCode: null };
    await end(trx, session, code, now);
    return { session, charged: outcome.charged, endCode: code };
  });
}

/** A running chat this many minutes behind its charges has no process billing it any more. */
const ORPHANED_AFTER_MINUTES = 3;

/**
 * Chats whose process stopped (a restart, a crash) are no longer billed: one that is
 * ORPHANED_AFTER_MINUTES behind ends with 990 at the end of its last charged minute, so the
 * guest pays exactly what was charged. Any process may sweep: a billed chat is never behind.
 */
export async function endOrphanedChats(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const running = await db.selectFrom('chatSessions').select(['id', 'startedAt', 'minutesCharged']).where('endedAt', 'is', null).execute();
  let ended = 0;
  for (const row of running) {
    if (minutesStarted(row.startedAt, now) - row.minutesCharged < ORPHANED_AFTER_MINUTES) continue;
    const result = await db
      .updateTable('chatSessions')
      .set({ endedAt: row.startedAt + row.minutesCharged * MINUTE_MS, endCode: SERVER_ENDED_CODE })
      .where('id', '=', row.id)
      .where('endedAt', 'is', null)
      .where('minutesCharged', '=', row.minutesCharged)
      .executeTakeFirst();
    ended += Number(result.numUpdatedRows);
  }
  return ended;
}

export type ToyErrorCode = (typeof TOY_ERROR_CODES)[number];

/** A toy control in a running chat with an actor who has toy control: charged at its price in one transaction. */
export async function controlToy(db: Kysely<Database>, input: { guestId: number; sessionId: number; toyControlId: number; now?: number }) {
  const now = input.now ?? Date.now();
  const session = await sessionRow(db, input.sessionId);
  const toy = await db
    .selectFrom('toyControls')
    .select(['id', 'displayName', 'duration', 'price'])
    .where('id', '=', input.toyControlId)
    .executeTakeFirst();
  const refuse = (errorCode: ToyErrorCode) => ({ success: false as const, errorCode, toy: toy ?? null, session });
  if (!toy) return refuse('notFound');
  const actor = await db.selectFrom('actors').select('isDildocontrolAvailable').where('id', '=', session.actorId).executeTakeFirstOrThrow();
  if (actor.isDildocontrolAvailable !== 1 || session.endedAt !== null) return refuse('notAvailable');
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    try {
      if (toy.price > 0)
        await debit(trx, { guestId: input.guestId, amountCents: toy.price, reason: 'toy', ref: `chat:${session.id}:toy:${toy.id}`, now });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return refuse('notEnoughMoney');
      throw error;
    }
    return { success: true as const, errorCode: null, toy, session };
  });
}

/** How long a chat of a limited kind may last: the live preview (longer for VIP, and with the free preview offer active) and the conversion chat. */
export async function chatTimeLimit(db: Kysely<Database>, session: Pick<ChatSession, 'guestId' | 'kind'>): Promise<number | null> {
  if (session.kind === 'conversion') return CONVERSION_CHAT.chatMs;
  if (session.kind !== 'livePreview') return null;
  const guest = await db
    .selectFrom('guests')
    .select(['freePreviewState', 'freePreviewMsLeft', 'isVip'])
    .where('id', '=', session.guestId)
    .executeTakeFirstOrThrow();
  return guest.freePreviewState === 'active' && guest.freePreviewMsLeft > 0 ? guest.freePreviewMsLeft : livePreviewMs(guest.isVip === 1);
}

/** A live preview that ran on the free preview offer uses up its time; at 0 the offer is used. */
export async function useFreePreviewTime(db: Kysely<Database>, guestId: number, usedMs: number): Promise<void> {
  await db
    .updateTable('guests')
    .set({ freePreviewMsLeft: sql<number>`case when free_preview_ms_left > ${usedMs} then free_preview_ms_left - ${usedMs} else 0 end` })
    .where('id', '=', guestId)
    .where('freePreviewState', '=', 'active')
    .execute();
  await db
    .updateTable('guests')
    .set({ freePreviewState: 'used' })
    .where('id', '=', guestId)
    .where('freePreviewState', '=', 'active')
    .where('freePreviewMsLeft', '<=', 0)
    .execute();
}

/** A chat can be rated this long after it ended. */
const RATING_WINDOW_MS = 24 * 3_600_000;

/**
 * survey/chatexit: the guest rates the chat with this actor that just ended with this exit code,
 * once; the actor's chat ratings follow (a rating of 4 or 5 counts as satisfied).
 */
export async function rateEndedChat(
  db: Kysely<Database>,
  rated: { guestId: number; actorId: number; exitCode: number; rating: number; text: string | null; now: number },
): Promise<void> {
  const { guestId, actorId, exitCode, rating, text, now } = rated;
  await db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('chatSessions')
      .select('id')
      .where('guestId', '=', guestId)
      .where('actorId', '=', actorId)
      .where('endCode', '=', exitCode)
      .where('endedAt', '>=', now - RATING_WINDOW_MS)
      .where('rating', 'is', null)
      .orderBy('endedAt', 'desc')
      .executeTakeFirst();
    if (!session) throw new ApiError('NOT_FOUND', 'There is no ended chat with this actor to rate (or it was rated already).');
    const result = await trx
      .updateTable('chatSessions')
      .set({ rating, ratingText: text })
      .where('id', '=', session.id)
      .where('rating', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError('CONFLICT', 'This chat was rated already.');
    const satisfied = rating >= 4 ? 100 : 0;
    const updated = await trx
      .updateTable('actorChatRatings')
      .set({
        satisfactionRate: sql<number>`(satisfaction_rate * count_ratings + ${satisfied}) / (count_ratings + 1)`,
        countRatings: sql<number>`count_ratings + 1`,
        updatedAt: now,
      })
      .where('actorId', '=', actorId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx.insertInto('actorChatRatings').values({ actorId, countRatings: 1, satisfactionRate: satisfied, updatedAt: now }).execute();
  });
}
