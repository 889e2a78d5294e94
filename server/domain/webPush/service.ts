// Web push on the server (PWA issue; spec part 2 §7.9 web-push/*): the VAPID keys, the guests'
// subscriptions with their topics, and sending. A push goes straight from the process where
// its cause happened (an actor coming online), so with several processes each push leaves once.
// A subscription the push service answers 404 or 410 for is gone and is removed.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../src/contract/enums.ts';
import type { WebPushSubscription } from '../../../src/contract/restCalls.ts';

/** What a subscription needs here: the browser's expirationTime may be left out, and is not used. */
type Subscription = Pick<WebPushSubscription, 'endpoint' | 'keys'>;

import { buildPath } from '../../../src/app/routes.ts';
import { declarativePush, type PushMessage, type PushTopics } from '../../../src/contract/push.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import { ApiError } from '../../errors.ts';
import { hashToken } from '../accessTokens.ts';
import { notificationsSettingsOf } from '../guestView.ts';
import { imageUrl } from '../imageUrls.ts';
import { encryptPushPayload, generateVapidKeys, type VapidKeys, vapidAuthorization } from './crypto.ts';
import { discreetMessage, PUSH_TEXTS, type PushTexts } from './texts.ts';

const DEFAULT_TOPICS: PushTopics = { actorOnline: true, messages: true };

/**
 * The browsers' push services (Chrome, Firefox, Edge, Safari). A subscription must point at one
 * of them over HTTPS: the server never posts to an address a guest made up.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

export function isAllowedEndpoint(endpoint: string, testHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testHosts.includes(url.host.toLowerCase())) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname.toLowerCase()));
}

/**
 * How long a push service keeps an undelivered push and how urgently it delivers it, per kind
 * (RFC 8030 §5.2, §5.3): "online now" is stale within minutes and worth waking a phone for; a
 * message stays worth reading for a day.
 */
export const PUSH_DELIVERY: Record<PushMessage['type'], { ttlSeconds: number; urgency: 'high' | 'normal' }> = {
  actorOnline: { ttlSeconds: 5 * 60, urgency: 'high' },
  actorsOnline: { ttlSeconds: 5 * 60, urgency: 'high' },
  message: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
};

/**
 * The Topic header of a push (RFC 8030 §5.4): a newer push with the same topic replaces one the
 * push service still holds. At most 32 characters of the URL-safe base64 alphabet: our tags
 * (`actor-online-7`, `message-12`) are sent as they are, anything else as a hash.
 */
function pushTopic(tag: string): string {
  return /^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
const SEND_TIMEOUT_MS = 10_000;
/** A message push shows the start of the message. */
const MESSAGE_PUSH_BODY_MAX = 120;
const VAPID_KEY_NAME = 'vapid';

interface PushLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PushServiceOptions {
  db: Kysely<Database>;
  log: PushLogger;
  /** VAPID subject: the app's public origin (push services contact it on abuse). */
  subject: string;
  testHosts: readonly string[];
}

export type PushService = ReturnType<typeof createPushService>;

export function createPushService(options: PushServiceOptions) {
  const { db, log } = options;
  let keys: Promise<VapidKeys> | null = null;

  /** The key pair: read once; generated and stored by the first process that finds none. */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      const read = () => db.selectFrom('serverKeys').select('value').where('name', '=', VAPID_KEY_NAME).executeTakeFirst();
      let row = await read();
      if (!row) {
        await db
          .insertInto('serverKeys')
          .values({ name: VAPID_KEY_NAME, value: JSON.stringify(generateVapidKeys()), createdAt: Date.now() })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        row = await read();
      }
      return JSON.parse(row!.value) as VapidKeys;
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  function checkSubscription(subscription: Subscription): void {
    if (!isAllowedEndpoint(subscription.endpoint, options.testHosts)) {
      throw new ApiError('VALIDATION_FAILED', 'The subscription does not point at a browser push service.');
    }
    const p256dh = Buffer.from(subscription.keys.p256dh, 'base64url');
    const auth = Buffer.from(subscription.keys.auth, 'base64url');
    if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) {
      throw new ApiError('VALIDATION_FAILED', 'The subscription keys are not a P-256 key and a 16-byte secret.');
    }
  }

  /**
   * web-push/subscribe: the browser's subscription for this guest; answers a new resubscribe
   * token. An endpoint is one browser, so it has one holder: the holder subscribing again renews
   * it; another guest takes it over only with the holder's resubscribe token, which the browser
   * keeps (another guest logging in on the same browser hands it in). Without it the endpoint
   * stays where it is and the caller gets CONFLICT, which names nobody: knowing a browser's
   * endpoint is not being that browser.
   */
  async function subscribe(
    guestId: number,
    subscription: Subscription,
    language: Language,
    resubscribeToken: string | null = null,
    now = Date.now(),
  ): Promise<string> {
    checkSubscription(subscription);
    const token = randomBytes(24).toString('base64url');
    // a new holder starts with the default topics, like a new subscription
    const values = {
      guestId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language,
      resubscribeTokenHash: hashToken(token),
      topics: JSON.stringify(DEFAULT_TOPICS),
      updatedAt: now,
    };
    const takeOver = () =>
      db
        .updateTable('pushSubscriptions')
        .set(values)
        .where('endpoint', '=', subscription.endpoint)
        .where((eb) =>
          eb.or([
            eb('guestId', '=', guestId),
            ...(resubscribeToken === null ? [] : [eb('resubscribeTokenHash', '=', hashToken(resubscribeToken))]),
          ]),
        )
        .executeTakeFirst();
    if (Number((await takeOver()).numUpdatedRows) === 1) return token;
    const inserted = await db
      .insertInto('pushSubscriptions')
      .values({ ...values, endpoint: subscription.endpoint, createdAt: now })
      .onConflict((oc) => oc.column('endpoint').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return token;
    // held meanwhile: by this guest (a second tab subscribing at once) it is renewed now
    if (Number((await takeOver()).numUpdatedRows) === 1) return token;
    throw new ApiError(
      'CONFLICT',
      'This push endpoint is subscribed by another login on this browser: subscribe with its resubscribe token, or with a new push subscription.',
    );
  }

  /**
   * web-push/resubscribe/{token}: the service worker's `pushsubscriptionchange` hands in the new
   * subscription with the token of the old one (it holds no access token).
   */
  async function resubscribe(token: string, subscription: Subscription, now = Date.now()): Promise<void> {
    checkSubscription(subscription);
    try {
      const result = await db
        .updateTable('pushSubscriptions')
        .set({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, updatedAt: now })
        .where('resubscribeTokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', 'No subscription has this resubscribe token.');
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'This endpoint is subscribed already.');
      throw error;
    }
  }

  async function unsubscribe(guestId: number, endpoint: string): Promise<void> {
    await db.deleteFrom('pushSubscriptions').where('guestId', '=', guestId).where('endpoint', '=', endpoint).execute();
  }

  /** The guest's record of this endpoint: whether it holds it, and when a push last went to it. */
  async function subscriptionStatus(guestId: number, endpoint: string): Promise<{ subscribed: boolean; lastDeliveredAt: number | null }> {
    const row = await db
      .selectFrom('pushSubscriptions')
      .select('lastDeliveredAt')
      .where('guestId', '=', guestId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return { subscribed: row !== undefined, lastDeliveredAt: row?.lastDeliveredAt == null ? null : Number(row.lastDeliveredAt) };
  }

  async function updateTopics(guestId: number, endpoint: string, topics: Partial<PushTopics>, now = Date.now()): Promise<void> {
    const row = await db
      .selectFrom('pushSubscriptions')
      .select(['id', 'topics'])
      .where('guestId', '=', guestId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', 'This browser is not subscribed.');
    const next = { ...DEFAULT_TOPICS, ...(JSON.parse(row.topics) as Partial<PushTopics>), ...topics };
    await db
      .updateTable('pushSubscriptions')
      .set({ topics: JSON.stringify(next), updatedAt: now })
      .where('id', '=', row.id)
      .execute();
  }

  /**
   * Sends one push, in the declarative format, worded in `language`; false when it did not
   * arrive. A subscription that is gone is removed.
   */
  async function send(
    subscription: { id: number; endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
    language: Language,
  ): Promise<boolean> {
    const payload = declarativePush(message, options.subject, language);
    const body = encryptPushPayload(Buffer.from(JSON.stringify(payload)), subscription.p256dh, subscription.auth);
    const delivery = PUSH_DELIVERY[message.type];
    let status: number;
    try {
      const answer = await fetch(subscription.endpoint, {
        method: 'POST',
        headers: {
          authorization: vapidAuthorization(await vapidKeys(), subscription.endpoint, options.subject),
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
          ttl: String(delivery.ttlSeconds),
          urgency: delivery.urgency,
          topic: pushTopic(message.tag),
        },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      log.warn({ area: 'push', err: error, subscriptionId: subscription.id }, 'push service not reached');
      return false;
    }
    if (status === 404 || status === 410) {
      await db.deleteFrom('pushSubscriptions').where('id', '=', subscription.id).execute();
      log.info({ area: 'push', subscriptionId: subscription.id, status }, 'push subscription gone: removed');
      return false;
    }
    if (status < 200 || status >= 300) {
      log.warn({ area: 'push', subscriptionId: subscription.id, status }, 'push refused by the push service');
      return false;
    }
    await db.updateTable('pushSubscriptions').set({ lastDeliveredAt: Date.now() }).where('id', '=', subscription.id).execute();
    return true;
  }

  /**
   * One push to each of the guest's devices subscribed to `topic`, worded in the device's
   * language (English when unknown). Answers how many arrived.
   */
  async function sendToDevices(
    guestId: number,
    topic: keyof PushTopics,
    messageOf: (texts: PushTexts, language: Language) => PushMessage,
  ): Promise<number> {
    // the guest's global push switch (guest/saveNotificationsSettings) silences every device;
    // discreet mode words every push without names
    const guest = await db.selectFrom('guests').select('notificationsSettings').where('id', '=', guestId).executeTakeFirst();
    const settings = guest && notificationsSettingsOf(guest.notificationsSettings);
    if (!settings?.push) return 0;
    const rows = await db
      .selectFrom('pushSubscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'language', 'topics'])
      .where('guestId', '=', guestId)
      .execute();
    let delivered = 0;
    for (const row of rows.filter((candidate) => (JSON.parse(candidate.topics) as Partial<PushTopics>)[topic] !== false)) {
      const language = row.language as Language;
      const texts = PUSH_TEXTS[language] ?? PUSH_TEXTS.en;
      const message = messageOf(texts, language);
      if (await send(row, settings.discreet ? discreetMessage(message, texts) : message, language)) delivered++;
    }
    return delivered;
  }

  /**
   * A pinned actor came online and the guest's switches allow a push (goLiveAlerts.ts decides
   * that, and the cool-down): one push per device subscribed to the topic. Answers how many arrived.
   */
  function sendActorOnline(guestId: number, actor: { id: number; name: string }): Promise<number> {
    return sendToDevices(guestId, 'actorOnline', (texts, language) => ({
      type: 'actorOnline',
      title: texts.actorOnlineTitle(actor.name),
      body: texts.actorOnlineBody,
      icon: imageUrl('actor', actor.id, 'w320'),
      url: buildPath('actorProfile', { actorName: actor.name.toLowerCase() }, language),
      tag: `actor-online-${actor.id}`,
    }));
  }

  /**
   * Several pinned actors came online within the grouping window (goLiveAlerts.ts): one push
   * naming how many, to the guest's pinned cams. Answers how many devices it reached.
   */
  function sendActorsOnline(guestId: number, count: number): Promise<number> {
    return sendToDevices(guestId, 'actorOnline', (texts, language) => ({
      type: 'actorsOnline',
      title: texts.actorsOnlineTitle(count),
      body: texts.actorsOnlineBody,
      icon: '/icon.svg',
      url: buildPath('myFavoriteCams', {}, language),
      tag: 'actors-online',
    }));
  }

  /**
   * A messenger message arrived for a guest with no tab open: one push per device subscribed to
   * the messages topic, with the unread count for the app badge. Answers how many arrived.
   */
  function messageArrived(input: {
    guestId: number;
    actorId: number;
    actorName: string;
    text: string;
    channelId: number;
    unreadTotal: number;
  }): Promise<number> {
    return sendToDevices(input.guestId, 'messages', (texts, language) => ({
      type: 'message',
      title: texts.messageTitle(input.actorName),
      body: input.text.slice(0, MESSAGE_PUSH_BODY_MAX),
      icon: imageUrl('actor', input.actorId, 'w320'),
      url: buildPath('messenger', {}, language),
      tag: `message-${input.channelId}`,
      badge: input.unreadTotal,
    }));
  }

  return {
    vapidKeys,
    subscribe,
    resubscribe,
    unsubscribe,
    subscriptionStatus,
    updateTopics,
    sendActorOnline,
    sendActorsOnline,
    messageArrived,
    send,
  };
}
