// Guest calls of spec part 2 §7.1 plus our account-screen additions (restCalls.ts): codes, the
// cancellation offer, settings, newsletters, consent, balance, preferences, the profile,
// benefits and login sessions. Handlers translate HTTP to server/domain and back.
// Everything but getGuestBalance and the promo check needs a logged-in guest (loggedInScope.ts).
import { NEWSLETTER_TYPE, SERVER_STATUS_TYPES, type ServerStatusType } from '../../src/contract/account.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NotificationsSettings } from '../../src/contract/entities.ts';
import { ApiError } from '../errors.ts';
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
import { acceptCancellationOffer } from '../domain/plans.ts';
import { markStatusItemSeen } from '../domain/monthlyBonus.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const body = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const bool = { type: 'boolean' };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const newsletterBody = body({ typeId: { type: 'integer', enum: Object.values(NEWSLETTER_TYPE) }, userId: id, emailAddress: { type: 'string', minLength: 3, maxLength: 254 } });
const settingsSchema = body({ email: bool, push: bool, sms: bool, discreet: bool }, ['email', 'push', 'sms']);
const done = { success: true } as const;

export async function guestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { language?: string } }>('/guest/getGuestBalance', async (request) => ({
    success: true,
    ...(await readGuestBalance(app.db, request.access.guestId, request.query.language)),
  }));

  app.get<{ Params: { promoCode: string } }>(
    '/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode',
    { schema: { params: body({ promoCode: { type: 'string', minLength: 1, maxLength: 60 } }) } },
    async (request) => ({ success: true, ...(await onTopCodeState(app.db, request.access.guestId, request.params.promoCode, requestLanguage(request))) }),
  );

  await app.register(loggedIn(guestAccountRoutes));
}

async function guestAccountRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { code: string } }>('/guest/redeemBonus', { schema: { body: body({ code: { type: 'string', minLength: 1, maxLength: 60 } }) } }, async (request) => {
    const bonus = await redeemBonusCode(app.db, app.bus, { guestId: request.guestId, code: request.body.code, language: requestLanguage(request) });
    return { success: true, bonus };
  });

  app.post<{ Body: { guest_id: number; platform_text: string } }>(
    '/guest/acceptCancellationOffer',
    { schema: { body: body({ guest_id: id, platform_text: { type: 'string', minLength: 1, maxLength: 100 } }) } },
    async (request) => {
      if (request.body.guest_id !== request.guestId) throw new ApiError('FORBIDDEN', 'guest_id must be the logged-in guest.');
      const result = await acceptCancellationOffer(app.db, { guestId: request.guestId, platformText: request.body.platform_text });
      return { success: true, accepted_offer: result.accepted, accepted_offer_info: result.info };
    },
  );

  app.get('/guest/getNotificationsSettings', async (request) => ({ success: true, notifications_settings: await readNotificationsSettings(app.db, request.guestId) }));

  app.post<{ Body: { notifications_settings: NotificationsSettings } }>(
    '/guest/saveNotificationsSettings',
    { schema: { body: body({ notifications_settings: settingsSchema }) } },
    async (request) => {
      await saveNotificationsSettings(app.db, request.guestId, request.body.notifications_settings);
      return done;
    },
  );

  /** The newsletter calls name the guest twice (userId, emailAddress): both must be the caller. */
  const newsletterRequest = (request: FastifyRequest<{ Body: { typeId: number; userId: number; emailAddress: string } }>) => {
    if (request.body.userId !== request.guestId) throw new ApiError('FORBIDDEN', 'userId must be the logged-in guest.');
    return { guestId: request.guestId, typeId: request.body.typeId, emailAddress: request.body.emailAddress };
  };

  app.post<{ Body: { typeId: number; userId: number; emailAddress: string } }>('/guest/newsletter/subscribe', { schema: { body: newsletterBody } }, async (request) => {
    await subscribeNewsletter(app.db, newsletterRequest(request));
    return done;
  });

  app.post<{ Body: { typeId: number; userId: number; emailAddress: string } }>('/guest/newsletter/unsubscribe', { schema: { body: newsletterBody } }, async (request) => {
    await unsubscribeNewsletter(app.db, newsletterRequest(request));
    return done;
  });

  app.post<{ Body: { mode: 'show' | 'hide' } }>('/guest/autoRechargeTeaserState', { schema: { body: body({ mode: { type: 'string', enum: ['show', 'hide'] } }) } }, async (request) => {
    await setAutoRechargeTeaserMode(app.db, request.guestId, request.body.mode);
    return done;
  });

  const acceptedBody = { schema: { body: body({ accepted: bool }) } };
  app.post<{ Body: { accepted: boolean } }>('/guest/closeDataProtection', acceptedBody, async (request) => {
    await closeDataProtection(app.db, request.guestId, { accepted: request.body.accepted, withAgb: false });
    return done;
  });
  app.post<{ Body: { accepted: boolean } }>('/guest/closeAgbAndDataProtection', acceptedBody, async (request) => {
    await closeDataProtection(app.db, request.guestId, { accepted: request.body.accepted, withAgb: true });
    return done;
  });

  app.post<{ Body: { data: Record<string, unknown> } }>('/guest/savePreferences', { schema: { body: body({ data: { type: 'object' } }) } }, async (request) => {
    await savePreferences(app.db, request.guestId, request.body.data);
    return done;
  });

  // spec part 1 §4 Conversion chat (server/domain/conversionChat.ts): past the candidacy enabling is refused.
  app.post<{ Body: { action: 'enable' | 'disable' } }>('/guest/conversionChat', { schema: { body: body({ action: { type: 'string', enum: ['enable', 'disable'] } }) } }, async (request) => ({
    success: true,
    data: { success: await switchConversionChat(app.db, request.guestId, request.body.action, Date.now()) },
  }));

  app.get('/guest/profile', async (request) => ({ success: true, ...(await guestProfile(app.db, app.bus, request.guestId)) }));

  // The app showed a server-raised status bar item: it is not raised again (issue 21).
  app.post<{ Body: { type: ServerStatusType } }>('/guest/statusItems/seen', { schema: { body: body({ type: { type: 'string', enum: [...SERVER_STATUS_TYPES] } }) } }, async (request) => {
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

  app.post<{ Body: { id: string | null } }>(
    '/guest/sessions/revoke',
    { schema: { body: body({ id: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{16}$' }, { type: 'null' }] } }) } },
    async (request) => {
      const revoked = await revokeSessions(app.db, request.guestId, request.body.id, request.access.tokenHash, app.bus);
      return { success: true, revoked };
    },
  );
}
