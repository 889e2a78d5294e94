// web-push/* (spec part 2 §7.9; methods and payloads not shown there, so chosen here and in
// src/contract/rest.ts): the server's public key, a browser's subscription for the logged-in
// guest, its status, topics and removal, and the service worker's resubscription. The rules
// live in server/domain/webPush/service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage } from '../../src/contract/enums.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { ApiError } from '../errors.ts';
import type { PushService } from '../domain/webPush/service.ts';
import type { GoLiveAlerts } from '../domain/goLiveAlerts.ts';
import { loggedIn } from './loggedInScope.ts';
import { BAD_TEXT_MESSAGE, badTextPath } from '../schemas/validate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push: subscriptions and sending (server/domain/webPush). */
    push: PushService;
    /** Pinned actors' go-live alerts by push, e-mail and SMS (server/domain/goLiveAlerts.ts). */
    goLiveAlerts: GoLiveAlerts;
  }
}

const subscriptionSchema = {
  type: 'object',
  required: ['endpoint', 'keys'],
  additionalProperties: false,
  properties: {
    endpoint: { type: 'string', minLength: 10, maxLength: 2000 },
    expirationTime: { type: ['number', 'null'] },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      additionalProperties: false,
      properties: { p256dh: { type: 'string', pattern: '^[A-Za-z0-9_-]{80,100}={0,2}$' }, auth: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,30}={0,2}$' } },
    },
  },
};
const resubscribeTokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' };
const subscriptionBody = { type: 'object', required: ['subscription'], additionalProperties: false, properties: { subscription: subscriptionSchema } };
/** subscribe also takes the resubscribe token this browser holds, if any: it moves an endpoint another guest holds. */
const subscribeBody = { ...subscriptionBody, properties: { ...subscriptionBody.properties, resubscribeToken: resubscribeTokenSchema } };
const payloadParams = { type: 'object', required: ['payload'], properties: { payload: { type: 'string', maxLength: 4000 } } };

/** The JSON of a `{payload}` path segment, checked to carry an endpoint (and topics where asked). */
function payloadOf(request: FastifyRequest<{ Params: { payload: string } }>): { endpoint: string; topics?: Record<string, unknown> } {
  let value: unknown;
  try {
    value = JSON.parse(request.params.payload);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'The payload must be JSON.');
  }
  const payload = value as { endpoint?: unknown; topics?: unknown } | null;
  if (!payload || typeof payload !== 'object' || typeof payload.endpoint !== 'string' || payload.endpoint.length > 2000) {
    throw new ApiError('VALIDATION_FAILED', 'The payload needs an endpoint.');
  }
  // A NUL character (JSON-escaped in the path) reached the database, which refused it with a 500.
  const bad = badTextPath(payload, 'payload');
  if (bad !== null) throw new ApiError('VALIDATION_FAILED', `${bad} ${BAD_TEXT_MESSAGE}.`);
  if (payload.topics !== undefined && (typeof payload.topics !== 'object' || payload.topics === null || Array.isArray(payload.topics))) {
    throw new ApiError('VALIDATION_FAILED', 'topics must be an object of booleans.');
  }
  return { endpoint: payload.endpoint, ...(payload.topics ? { topics: payload.topics as Record<string, unknown> } : {}) };
}

const TOPIC_NAMES = ['actorOnline', 'messages'] as const;

export async function webPushRoutes(app: FastifyInstance): Promise<void> {
  app.get('/web-push/key', async () => ({ success: true, publicKey: (await app.push.vapidKeys()).publicKey }));

  app.get<{ Params: { payload: string } }>('/web-push/status/:payload', { schema: { params: payloadParams } }, async (request) => {
    const { endpoint } = payloadOf(request);
    const guestId = request.access.guestId;
    return { success: true, ...(guestId === null ? { subscribed: false, lastDeliveredAt: null } : await app.push.subscriptionStatus(guestId, endpoint)) };
  });

  // The service worker calls this on `pushsubscriptionchange`: it has no access token, the
  // resubscribe token (random, stored hashed) names the subscription.
  app.post<{ Params: { token: string }; Body: { subscription: Parameters<PushService['subscribe']>[1] } }>(
    '/web-push/resubscribe/:token',
    {
      config: { public: true },
      schema: { params: { type: 'object', required: ['token'], properties: { token: resubscribeTokenSchema } }, body: subscriptionBody },
    },
    async (request) => {
      await app.push.resubscribe(request.params.token, request.body.subscription);
      return { success: true };
    },
  );

  await app.register(loggedIn(subscriptionRoutes));
}

/** A browser's subscription for the logged-in guest: subscribing, removing it and its topics. */
async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RestPayload<'web-push/subscribe'>; Querystring: { language?: string } }>(
    '/web-push/subscribe',
    { schema: { body: subscribeBody } },
    async (request) => {
      const language = isLanguage(request.query.language) ? request.query.language : 'en';
      const { subscription, resubscribeToken: held = null } = request.body;
      const resubscribeToken = await app.push.subscribe(request.guestId, subscription, language, held);
      return { success: true, resubscribeToken };
    },
  );

  app.post<{ Params: { payload: string } }>('/web-push/unsubscribe/:payload', { schema: { params: payloadParams } }, async (request) => {
    await app.push.unsubscribe(request.guestId, payloadOf(request).endpoint);
    return { success: true };
  });

  app.post<{ Params: { payload: string } }>('/web-push/update/:payload', { schema: { params: payloadParams } }, async (request) => {
    const { endpoint, topics = {} } = payloadOf(request);
    const unknown = Object.keys(topics).find((name) => !(TOPIC_NAMES as readonly string[]).includes(name) || typeof topics[name] !== 'boolean');
    if (unknown !== undefined) throw new ApiError('VALIDATION_FAILED', `topics take ${TOPIC_NAMES.join(' and ')} with true or false; "${unknown}" is not one.`);
    await app.push.updateTopics(request.guestId, endpoint, topics as Partial<Record<(typeof TOPIC_NAMES)[number], boolean>>);
    return { success: true };
  });
}
