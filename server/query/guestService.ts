// The guest service (spec part 2 §7.11: pin-call verification, the age check's pay link and
// bonus) and the bonus-code service (§7.12: check a code, the codes left for the guest) on the
// query service. Logged-in guests only.
import { CHECKOUT_FRAME_PATH } from '../../src/contract/checkout.ts';
import { RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import { checkBonusCode, remainingBonusCodes } from '../domain/bonusCodes.ts';
import { startPinCallVerification as startPinCall, verifyPin as verifyGuestPin } from '../domain/pinCall.ts';
import { hit, rateLimited } from '../domain/rateLimit.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf } from './context.ts';

const loggedIn = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'This operation');

export async function startPinCallVerification(args: { phoneNumber: string; type: string }, ctx: QueryContext) {
  const guestId = loggedIn(ctx);
  const decision = await hit(ctx.db, `pincall:${guestId}`, RATE_LIMITS.pinCallStarts, ctx.now);
  if (!decision.allowed) throw rateLimited(decision, 'pin calls');
  return startPinCall(ctx.db, ctx.log, { guestId, phoneNumber: args.phoneNumber, type: args.type, now: ctx.now });
}

export async function verifyPin(args: { pin: string }, ctx: QueryContext) {
  return verifyGuestPin(ctx.db, { guestId: loggedIn(ctx), pin: args.pin, now: ctx.now });
}

/** The age check by payment runs in the checkout frame's avs flow. */
export function requestAgeCheckPayLink(_args: unknown, ctx: QueryContext) {
  loggedIn(ctx);
  return { forwardUrl: `${ctx.checkoutOrigin}${CHECKOUT_FRAME_PATH}?flow=avs&option=paylink` };
}

/**
 * Whether the age check still waits for the guest. The sandbox pays no bonus for it, so amount
 * and bonus stay null (chosen: the spec does not show one).
 */
export async function ageCheckBonusAvailability(_args: unknown, ctx: QueryContext) {
  const guest = await ctx.db.selectFrom('guests').select('avsStatus').where('id', '=', loggedIn(ctx)).executeTakeFirstOrThrow();
  return { available: guest.avsStatus !== 'accepted', amount: null, bonus: null };
}

/** Checks a code (counted like a redeem attempt, so codes cannot be guessed here either). */
export async function bonusCode(args: { code: string }, ctx: QueryContext) {
  const guestId = loggedIn(ctx);
  const decision = await hit(ctx.db, `code:${guestId}`, RATE_LIMITS.codeAttempts, ctx.now);
  if (!decision.allowed) return { success: false, reason: 'rateLimited', benefit: null };
  return checkBonusCode(ctx.db, guestId, args.code, ctx.now, ctx.language);
}

export async function remaining(_args: unknown, ctx: QueryContext) {
  return remainingBonusCodes(ctx.db, loggedIn(ctx), ctx.now, ctx.language);
}
