// Guest calls of spec part 2 §7.1 plus our account-screen additions (restCalls.ts): codes, the
// cancellation offer, settings, newsletters, consent, balance, preferences, the profile,
// benefits and login sessions. Handlers translate HTTP to server/domain and back.
// Everything but getGuestBalance and the promo check needs a logged-in guest (loggedInScope.ts).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWSLETTER_TYPE, SERVER_STATUS_TYPES } from '../../src/contract/account.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { listSessions, revokeSessions } from '../domain/accounts.ts';
import { onTopCodeState, redeemBonusCode } from '../domain/bonusCodes.ts';
import { switchConversionChat } from '../domain/conversionChat.ts';
import { latestBalanceEvents, readGuestBalance } from '../domain/guestBalance.ts';
import { guestBenefits } from '../domain/guestBenefits.ts';
import { guestProfile } from '../domain/guestProfile.ts';
import {
  closeDataProtection,
  readNotificationsSettings,
  saveNotificationsSettings,
  savePreferences,
  setAutoRechargeTeaserMode,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '../domain/guestSettings.ts';
import { markStatusItemSeen } from '../domain/monthlyBonus.ts';
import { acceptCancellationOffer } from '../domain/plans.ts';
import { ApiError } from '../errors.ts';
import { id } from '../schemas/common.ts';
import { anyObject, boolean, matching, nullable, object, oneOf, type RouteTypes, shapeOf, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { askedLanguage, requestLanguage } from './requestLanguage.ts';

const promoCodeState = { params: object({ promoCode: string(1, 60) }) };
const redeemBonus = { body: shapeOf<RestPayload<'guest/redeemBonus'>>()(object({ code: string(1, 60) })) };
const cancellationOffer = { body: object({ guest_id: id, platform_text: string(1, 100) }) };
const notificationsSettings = {
  body: object({ notifications_settings: object({ email: boolean, push: boolean, sms: boolean, discreet: boolean }, ['discreet']) }),
};
const newsletter = {
  body: shapeOf<RestPayload<'guest/newsletter/subscribe'>>()(
    object({ typeId: oneOf(...Object.values(NEWSLETTER_TYPE)), userId: id, emailAddress: string(3, 254) }),
  ),
};
const teaserState = { body: object({ mode: oneOf('show', 'hide') }) };
const accepted = { body: object({ accepted: boolean }) };
const preferences = { body: object({ data: anyObject }) };
const conversionChat = { body: object({ action: oneOf('enable', 'disable') }) };
const statusItemSeen = { body: object({ type: oneOf(...SERVER_STATUS_TYPES) }) };
const revokeSession = { body: shapeOf<RestPayload<'guest/sessions/revoke'>>()(object({ id: nullable(matching('^[0-9a-f]{16}$')) })) };
const done = { success: true } as const;

export async function guestRoutes(app: FastifyInstance): Promise<void> {
  app.get('/guest/getGuestBalance', async (request) => ({
    success: true,
    ...(await readGuestBalance(app.db, request.access.guestId, askedLanguage(request))),
  }));

  app.get<RouteTypes<typeof promoCodeState>>(
    '/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode',
    { schema: promoCodeState },
    async (request) => ({
      success: true,
      ...(await onTopCodeState(app.db, request.access.guestId, request.params.promoCode, requestLanguage(request))),
    }),
  );

  await app.register(loggedIn(guestAccountRoutes));
}

async function guestAccountRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof redeemBonus>>('/guest/redeemBonus', { schema: redeemBonus }, async (request) => {
    const bonus = await redeemBonusCode(app.db, app.bus, {
      guestId: request.guestId,
      code: request.body.code,
      language: requestLanguage(request),
    });
    return { success: true, bonus };
  });

  app.post<RouteTypes<typeof cancellationOffer>>('/guest/acceptCancellationOffer', { schema: cancellationOffer }, async (request) => {
    if (request.body.guest_id !== request.guestId) throw new ApiError('FORBIDDEN', 'guest_id must be the logged-in guest.');
    const result = await acceptCancellationOffer(app.db, { guestId: request.guestId, platformText: request.body.platform_text });
    return { success: true, accepted_offer: result.accepted, accepted_offer_info: result.info };
  });

  app.get('/guest/getNotificationsSettings', async (request) => ({
    success: true,
    notifications_settings: await readNotificationsSettings(app.db, request.guestId),
  }));

  app.post<RouteTypes<typeof notificationsSettings>>(
    '/guest/saveNotificationsSettings',
    { schema: notificationsSettings },
    async (request) => {
      await saveNotificationsSettings(app.db, request.guestId, request.body.notifications_settings);
      return done;
    },
  );

  /** The newsletter calls name the guest twice (userId, emailAddress): both must be the caller. */
  const newsletterRequest = (request: FastifyRequest<RouteTypes<typeof newsletter>>) => {
    if (request.body.userId !== request.guestId) throw new ApiError('FORBIDDEN', 'userId must be the logged-in guest.');
    return { guestId: request.guestId, typeId: request.body.typeId, emailAddress: request.body.emailAddress };
  };

  app.post<RouteTypes<typeof newsletter>>('/guest/newsletter/subscribe', { schema: newsletter }, async (request) => {
    await subscribeNewsletter(app.db, newsletterRequest(request));
    return done;
  });

  app.post<RouteTypes<typeof newsletter>>('/guest/newsletter/unsubscribe', { schema: newsletter }, async (request) => {
    await unsubscribeNewsletter(app.db, newsletterRequest(request));
    return done;
  });

  app.post<RouteTypes<typeof teaserState>>('/guest/autoRechargeTeaserState', { schema: teaserState }, async (request) => {
    await setAutoRechargeTeaserMode(app.db, request.guestId, request.body.mode);
    return done;
  });

  app.post<RouteTypes<typeof accepted>>('/guest/closeDataProtection', { schema: accepted }, async (request) => {
    await closeDataProtection(app.db, request.guestId, { accepted: request.body.accepted, withAgb: false });
    return done;
  });
  app.post<RouteTypes<typeof accepted>>('/guest/closeAgbAndDataProtection', { schema: accepted }, async (request) => {
    await closeDataProtection(app.db, request.guestId, { accepted: request.body.accepted, withAgb: true });
    return done;
  });

  app.post<RouteTypes<typeof preferences>>('/guest/savePreferences', { schema: preferences }, async (request) => {
    await savePreferences(app.db, request.guestId, request.body.data);
    return done;
  });

  // spec part 1 §4 Conversion chat (server/domain/conversionChat.ts): past the candidacy enabling is refused.
  app.post<RouteTypes<typeof conversionChat>>('/guest/conversionChat', { schema: conversionChat }, async (request) => ({
    success: true,
    data: { success: await switchConversionChat(app.db, request.guestId, request.body.action, Date.now()) },
  }));

  app.get('/guest/profile', async (request) => ({ success: true, ...(await guestProfile(app.db, app.bus, request.guestId)) }));

  // The app showed a server-raised status bar item: it is not raised again (issue 21).
  app.post<RouteTypes<typeof statusItemSeen>>('/guest/statusItems/seen', { schema: statusItemSeen }, async (request) => {
    const seen = await markStatusItemSeen(app.db, request.guestId, request.body.type);
    return { success: true, seen };
  });

  app.get('/guest/benefits', async (request) => ({ success: true, benefits: await guestBenefits(app.db, request.guestId, Date.now()) }));

  // The transactions screen: the last balance changes, each with its reason (offer bonuses too).
  app.get('/guest/balanceEvents', async (request) => ({ success: true, events: await latestBalanceEvents(app.db, request.guestId) }));

  app.get('/guest/sessions', async (request) => {
    const sessions = await listSessions(app.db, request.guestId, request.access.tokenHash, app.config.tokenLifetimes);
    return { success: true, sessions };
  });

  app.post<RouteTypes<typeof revokeSession>>('/guest/sessions/revoke', { schema: revokeSession }, async (request) => {
    const revoked = await revokeSessions(app.db, request.guestId, request.body.id, request.access.tokenHash, app.bus);
    return { success: true, revoked };
  });
}
