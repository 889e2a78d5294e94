// The frame's payment calls: top-ups, the saved method, settings, plans, age check, codes and
// compensation. Each needs a logged-in guest in the frame session, hands the checked body to
// the domain (server/domain/: one transaction each, events after commit) and answers the
// guest as the frame sees it afterwards.
import type { FastifyInstance } from 'fastify';
import type { CheckoutCalls } from '../../src/contract/checkoutApi.ts';
import { submitAgeCheck } from '../domain/avs.ts';
import { redeemBonusCode } from '../domain/bonusCodes.ts';
import { checkoutGuest } from '../domain/guestView.ts';
import { savePaymentSettings } from '../domain/paymentSettings.ts';
import { cancelPlan, subscribePlan } from '../domain/plans.ts';
import { payCompensation, savePaymentMethod, topUp } from '../domain/wallet.ts';
import { CHECKOUT_BODIES } from './schemas.ts';
import { guestOf } from './sessionGuard.ts';

type Body<C extends keyof CheckoutCalls> = { Body: CheckoutCalls[C]['body'] };

export async function paymentCalls(api: FastifyInstance): Promise<void> {
  const { db, bus } = api;

  api.post<Body<'payments'>>('/payments', { schema: { body: CHECKOUT_BODIES.payments } }, async (request) => {
    const guestId = guestOf(request);
    const { flow, amountCents, method, idempotencyKey, attribution } = request.body;
    const payment = await topUp(db, bus, { guestId, flow, amountCents, method, idempotencyKey, attribution });
    return { success: true, payment, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'payment-method'>>('/payment-method', { schema: { body: CHECKOUT_BODIES['payment-method'] } }, async (request) => {
    const guestId = guestOf(request);
    const outcome = await savePaymentMethod(db, bus, { guestId, method: request.body.method });
    return { success: true, outcome, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'settings'>>('/settings', { schema: { body: CHECKOUT_BODIES.settings } }, async (request) => {
    const guestId = guestOf(request);
    await savePaymentSettings(db, { guestId, ...request.body });
    return { success: true, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'abos'>>('/abos', { schema: { body: CHECKOUT_BODIES.abos } }, async (request) => {
    const guestId = guestOf(request);
    const payment = await subscribePlan(db, bus, { guestId, ...request.body });
    return { success: true, payment, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'abos/cancel'>>('/abos/cancel', { schema: { body: CHECKOUT_BODIES['abos/cancel'] } }, async (request) => {
    const guestId = guestOf(request);
    const { offer } = await cancelPlan(db, bus, { guestId, plan: request.body.plan });
    return { success: true, guest: await checkoutGuest(db, guestId), offer };
  });

  api.post<Body<'avs'>>('/avs', { schema: { body: CHECKOUT_BODIES.avs } }, async (request) => {
    const guestId = guestOf(request);
    const { fullName, birthDate, documentNumber } = request.body;
    await submitAgeCheck(db, bus, { guestId, fullName, birthDate, documentNumber });
    return { success: true, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'codes'>>('/codes', { schema: { body: CHECKOUT_BODIES.codes } }, async (request) => {
    const guestId = guestOf(request);
    // redeemBonusCode counts every attempt (RATE_LIMITS.codeAttempts per guest, wrong codes
    // included) under the same key as guest/redeemBonus, so both doors share one limit.
    const bonus = await redeemBonusCode(db, bus, { guestId, code: request.body.code });
    return { success: true, bonus, guest: await checkoutGuest(db, guestId) };
  });

  api.post<Body<'compensation'>>('/compensation', { schema: { body: CHECKOUT_BODIES.compensation } }, async (request) => {
    const guestId = guestOf(request);
    const payment = await payCompensation(db, bus, { guestId, ...request.body });
    return { success: true, payment, guest: await checkoutGuest(db, guestId) };
  });
}
