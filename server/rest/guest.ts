// Guest calls of spec part 2 §7.1 plus our account-screen additions (restCalls.ts): codes, the
// cancellation offer, settings, newsletters, consent, balance, preferences, relations, the
// profile, benefits and login sessions. Handlers translate HTTP to server/domain and back.
// Everything but getGuestBalance and the promo check needs a logged-in guest (UNAUTHORIZED).
import { NEWSLETTER_TYPE, SERVER_STATUS_TYPES, type ServerStatusType } from '../../src/contract/account.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type BenefitType, type BonusCodeBenefitType } from '../../src/contract/enums.ts';
import type { GuestBenefit, GuestProfile } from '../../src/contract/restCalls.ts';
import type { NotificationsSettings, Relation } from '../../src/contract/entities.ts';
import { ApiError } from '../errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CONVERSION_CHAT, conversionChatState, type FreePreviewState } from '../../src/contract/chat.ts';
import { listSessions, revokeSessions } from '../domain/accounts.ts';
import { onTopCodeState, redeemBonusCode } from '../domain/bonusCodes.ts';
import { guestEntity, notificationsSettingsOf } from '../domain/guestView.ts';
import { formatBalance } from '../domain/balancePublishing.ts';
import { acceptCancellationOffer } from '../domain/plans.ts';
import { addRelation, hasRelation } from '../domain/relations.ts';
import { markStatusItemSeen, unseenStatusItems } from '../domain/monthlyBonus.ts';
import { requestLanguage } from './requestLanguage.ts';

/** The caller's guest id; anonymous tokens are refused. */
/** The guest's conversion chat countdowns (src/contract/chat.ts). */
export async function conversionChatOf(db: Kysely<Database>, guestId: number, now: number) {
  const guest = await db.selectFrom('guests').select(['createdAt', 'conversionChatEndsAt']).where('id', '=', guestId).executeTakeFirstOrThrow();
  const had = await db.selectFrom('chatSessions').select('id').where('guestId', '=', guestId).where('kind', '=', 'conversion').executeTakeFirst();
  return conversionChatState({ ...guest, hadConversionChat: had !== undefined }, now);
}

export function loggedInGuest(request: FastifyRequest): number {
  if (request.access.guestId === null) throw new ApiError('UNAUTHORIZED', 'This call needs a logged-in guest: log in first.');
  return request.access.guestId;
}

const body = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const bool = { type: 'boolean' };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const newsletterBody = body({ typeId: { type: 'integer', enum: Object.values(NEWSLETTER_TYPE) }, userId: id, emailAddress: { type: 'string', minLength: 3, maxLength: 254 } });
const relationBody = body({ subjectTypeId: id, subjectId: id, relationTypeId: id, objectTypeId: id, objectId: id });
const settingsSchema = body({ email: bool, push: bool, sms: bool, discreet: bool }, ['email', 'push', 'sms']);
/** savePreferences: a small object of the client's choices, not a storage bucket. */
const PREFERENCES_MAX_CHARS = 4_000;
/** How many balance changes the transactions screen lists (chosen: a month of a busy guest fits). */
const BALANCE_EVENTS_SHOWN = 50;

const BENEFIT_OF_CODE: Record<BonusCodeBenefitType, BenefitType> = {
  bonusMoney: 'bonus',
  coins: 'bonusCoins',
  credits: 'bonusCredits',
  vipSubscriptionDays: 'vip',
  premiumSubscriptionDays: 'premiumSubscription',
  videoVoucher: 'videoVoucher',
  photoVoucher: 'photoVoucher',
  freeMinutes: 'freeMinutes',
  freeMessages: 'freeMessages',
  media: 'media',
  actorSubscription: 'actorSubscription',
  messengerGifts: 'messengerGifts',
  liveShow: 'liveShow',
};

export async function guestRoutes(app: FastifyInstance): Promise<void> {
  const done = { success: true } as const;

  app.get<{ Querystring: { language?: string } }>('/guest/getGuestBalance', async (request) => {
    const guest =
      request.access.guestId === null
        ? undefined
        : await app.db.selectFrom('guests').select(['balanceCents', 'isPayingCustomer', 'language']).where('id', '=', request.access.guestId).executeTakeFirst();
    const language = isLanguage(request.query.language) ? request.query.language : (guest?.language ?? 'en');
    return { success: true, ...formatBalance(guest?.balanceCents ?? 0, language), isPayingCustomer: guest?.isPayingCustomer === 1 };
  });

  app.post<{ Body: { code: string } }>('/guest/redeemBonus', { schema: { body: body({ code: { type: 'string', minLength: 1, maxLength: 60 } }) } }, async (request) => {
    const bonus = await redeemBonusCode(app.db, app.bus, { guestId: loggedInGuest(request), code: request.body.code, language: requestLanguage(request) });
    return { success: true, bonus };
  });

  app.post<{ Body: { guest_id: number; platform_text: string } }>(
    '/guest/acceptCancellationOffer',
    { schema: { body: body({ guest_id: id, platform_text: { type: 'string', minLength: 1, maxLength: 100 } }) } },
    async (request) => {
      const guestId = loggedInGuest(request);
      if (request.body.guest_id !== guestId) throw new ApiError('FORBIDDEN', 'guest_id must be the logged-in guest.');
      const result = await acceptCancellationOffer(app.db, { guestId, platformText: request.body.platform_text });
      return { success: true, accepted_offer: result.accepted, accepted_offer_info: result.info };
    },
  );

  app.get('/guest/getNotificationsSettings', async (request) => {
    const row = await app.db.selectFrom('guests').select('notificationsSettings').where('id', '=', loggedInGuest(request)).executeTakeFirstOrThrow();
    return { success: true, notifications_settings: notificationsSettingsOf(row.notificationsSettings) };
  });

  app.post<{ Body: { notifications_settings: NotificationsSettings } }>(
    '/guest/saveNotificationsSettings',
    { schema: { body: body({ notifications_settings: settingsSchema }) } },
    async (request) => {
      const guestId = loggedInGuest(request);
      const { email, push, sms, discreet } = request.body.notifications_settings;
      await app.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('guests').select('notificationsSettings').where('id', '=', guestId).executeTakeFirstOrThrow();
        const kept = discreet ?? notificationsSettingsOf(row.notificationsSettings).discreet;
        await trx.updateTable('guests').set({ notificationsSettings: JSON.stringify({ email, push, sms, discreet: kept }) }).where('id', '=', guestId).execute();
      });
      return done;
    },
  );

  /** The newsletter calls name the guest twice (userId, emailAddress): both must be the caller. */
  async function newsletterGuest(request: FastifyRequest<{ Body: { typeId: number; userId: number; emailAddress: string } }>) {
    const guestId = loggedInGuest(request);
    if (request.body.userId !== guestId) throw new ApiError('FORBIDDEN', 'userId must be the logged-in guest.');
    const guest = await app.db.selectFrom('guests').select('email').where('id', '=', guestId).executeTakeFirstOrThrow();
    if (guest.email !== request.body.emailAddress.trim().toLowerCase()) throw new ApiError('VALIDATION_FAILED', "emailAddress must be the guest's own e-mail address.");
    return guestId;
  }

  app.post<{ Body: { typeId: number; userId: number; emailAddress: string } }>('/guest/newsletter/subscribe', { schema: { body: newsletterBody } }, async (request) => {
    const guestId = await newsletterGuest(request);
    await app.db
      .insertInto('newsletterSubscriptions')
      .values({ guestId, typeId: request.body.typeId, createdAt: Date.now() })
      .onConflict((oc) => oc.columns(['guestId', 'typeId']).doNothing())
      .execute();
    return done;
  });

  app.post<{ Body: { typeId: number; userId: number; emailAddress: string } }>('/guest/newsletter/unsubscribe', { schema: { body: newsletterBody } }, async (request) => {
    const guestId = await newsletterGuest(request);
    await app.db.deleteFrom('newsletterSubscriptions').where('guestId', '=', guestId).where('typeId', '=', request.body.typeId).execute();
    return done;
  });

  app.post<{ Body: { mode: 'show' | 'hide' } }>('/guest/autoRechargeTeaserState', { schema: { body: body({ mode: { type: 'string', enum: ['show', 'hide'] } }) } }, async (request) => {
    await app.db.updateTable('guests').set({ autoRechargeTeaserMode: request.body.mode }).where('id', '=', loggedInGuest(request)).execute();
    return done;
  });

  const acceptedBody = { schema: { body: body({ accepted: bool }) } };
  app.post<{ Body: { accepted: boolean } }>('/guest/closeDataProtection', acceptedBody, async (request) => {
    const guestId = loggedInGuest(request);
    // Closing without accepting keeps the notice for the next visit.
    if (request.body.accepted) await app.db.updateTable('guests').set({ dataProtectionAcceptedAt: Date.now(), showDataProtection: 0 }).where('id', '=', guestId).execute();
    return done;
  });
  app.post<{ Body: { accepted: boolean } }>('/guest/closeAgbAndDataProtection', acceptedBody, async (request) => {
    const guestId = loggedInGuest(request);
    const now = Date.now();
    if (request.body.accepted) await app.db.updateTable('guests').set({ dataProtectionAcceptedAt: now, agbAcceptedAt: now, showDataProtection: 0 }).where('id', '=', guestId).execute();
    return done;
  });

  app.post<{ Body: { data: Record<string, unknown> } }>('/guest/savePreferences', { schema: { body: body({ data: { type: 'object' } }) } }, async (request) => {
    const guestId = loggedInGuest(request);
    const text = JSON.stringify(request.body.data);
    if (text.length > PREFERENCES_MAX_CHARS) throw new ApiError('VALIDATION_FAILED', `Preferences may take at most ${PREFERENCES_MAX_CHARS} characters as JSON.`);
    await app.db.updateTable('guests').set({ preferences: text }).where('id', '=', guestId).execute();
    return done;
  });

  // spec part 1 §4 Conversion chat: enabling it while a candidate starts the eligibility
  // countdown (src/contract/chat.ts CONVERSION_CHAT); past the candidacy it is refused.
  app.post<{ Body: { action: 'enable' | 'disable' } }>('/guest/conversionChat', { schema: { body: body({ action: { type: 'string', enum: ['enable', 'disable'] } }) } }, async (request) => {
    const guestId = loggedInGuest(request);
    const now = Date.now();
    if (request.body.action === 'disable') {
      await app.db.updateTable('guests').set({ conversionChatEnabled: 0, conversionChatEndsAt: null }).where('id', '=', guestId).execute();
      return { success: true, data: { success: true } };
    }
    const state = await conversionChatOf(app.db, guestId, now);
    if (state.candidateUntil === null && state.eligibleUntil === null) return { success: true, data: { success: false } };
    if (state.eligibleUntil === null) {
      await app.db.updateTable('guests').set({ conversionChatEnabled: 1, conversionChatEndsAt: now + CONVERSION_CHAT.eligibleMs }).where('id', '=', guestId).execute();
    }
    return { success: true, data: { success: true } };
  });

  // the subject is the caller (server/domain/relations.ts): another subject is FORBIDDEN
  app.post<{ Body: Relation }>('/utility/relation/addRelation', { schema: { body: relationBody } }, async (request) => {
    await addRelation(app.db, loggedInGuest(request), request.body);
    return done;
  });

  app.post<{ Body: Relation }>('/utility/relation/hasRelation', { schema: { body: relationBody } }, async (request) => ({
    success: true,
    hasRelation: await hasRelation(app.db, loggedInGuest(request), request.body),
  }));

  app.get('/guest/profile', async (request) => {
    const { guest, abos, row } = await guestEntity(app.db, loggedInGuest(request), app.bus);
    const profile: GuestProfile = {
      guest,
      abos,
      language: row.language,
      isEmailVerified: row.isEmailVerified === 1,
      autoRechargeTeaserMode: row.autoRechargeTeaserMode === 'hide' ? 'hide' : 'show',
      conversionChatEnabled: row.conversionChatEnabled === 1,
      conversionChat: await conversionChatOf(app.db, row.id, Date.now()),
      freePreview: { state: row.freePreviewState as FreePreviewState, secondsLeft: Math.round(row.freePreviewMsLeft / 1000) },
      statusItems: await unseenStatusItems(app.db, row.id),
    };
    return { success: true, ...profile };
  });

  // The app showed a server-raised status bar item: it is not raised again (issue 21).
  app.post<{ Body: { type: ServerStatusType } }>('/guest/statusItems/seen', { schema: { body: body({ type: { type: 'string', enum: [...SERVER_STATUS_TYPES] } }) } }, async (request) => {
    const seen = await markStatusItemSeen(app.db, loggedInGuest(request), request.body.type);
    return { success: true, seen };
  });

  app.get('/guest/benefits', async (request) => {
    const guestId = loggedInGuest(request);
    const now = Date.now();
    const [redeemed, plans] = await Promise.all([
      app.db
        .selectFrom('bonusCodeRedemptions')
        .innerJoin('bonusCodes', 'bonusCodes.id', 'bonusCodeRedemptions.codeId')
        .select(['bonusCodes.code', 'bonusCodes.benefitType', 'bonusCodes.amount', 'bonusCodes.actorId'])
        .where('bonusCodeRedemptions.guestId', '=', guestId)
        .orderBy('bonusCodeRedemptions.id')
        .execute(),
      app.db.selectFrom('subscriptions').select(['plan', 'endsAt']).where('guestId', '=', guestId).where('status', 'in', ['active', 'cancelled']).where('endsAt', '>', now).execute(),
    ]);
    const benefits: GuestBenefit[] = [
      ...plans.map((plan): GuestBenefit => ({ type: plan.plan === 'vip' ? 'vip' : 'premiumSubscription', amount: 1, actorId: null, validUntil: plan.endsAt, source: `plan:${plan.plan}` })),
      ...redeemed.map((code): GuestBenefit => ({ type: BENEFIT_OF_CODE[code.benefitType as BonusCodeBenefitType], amount: code.amount, actorId: code.actorId, validUntil: null, source: `code:${code.code}` })),
    ];
    return { success: true, benefits };
  });

  // The transactions screen: the last balance changes, each with its reason (offer bonuses too).
  app.get('/guest/balanceEvents', async (request) => {
    const events = await app.db
      .selectFrom('balanceEvents')
      .select(['id', 'deltaCents', 'balanceAfterCents', 'reason', 'createdAt'])
      .where('guestId', '=', loggedInGuest(request))
      .orderBy('id', 'desc')
      .limit(BALANCE_EVENTS_SHOWN)
      .execute();
    return { success: true, events };
  });

  app.get('/guest/sessions', async (request) => {
    const sessions = await listSessions(app.db, loggedInGuest(request), request.access.tokenHash, app.config.tokenLifetimes);
    return { success: true, sessions };
  });

  app.post<{ Body: { id: string | null } }>(
    '/guest/sessions/revoke',
    { schema: { body: body({ id: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{16}$' }, { type: 'null' }] } }) } },
    async (request) => {
      const revoked = await revokeSessions(app.db, loggedInGuest(request), request.body.id, request.access.tokenHash, app.bus);
      return { success: true, revoked };
    },
  );

  app.get<{ Params: { promoCode: string } }>(
    '/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode',
    { schema: { params: body({ promoCode: { type: 'string', minLength: 1, maxLength: 60 } }) } },
    async (request) => ({ success: true, ...(await onTopCodeState(app.db, request.access.guestId, request.params.promoCode, requestLanguage(request))) }),
  );
}
