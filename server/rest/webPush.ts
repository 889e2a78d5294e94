// web-push/* (spec part 2 §7.9; methods and payloads not shown there, so chosen here and in
// src/contract/rest.ts): the server's public key, a browser's subscription for the logged-in
// guest, its status, topics and removal, and the service worker's resubscription. The rules
// live in server/domain/webPush/service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import type { GoLiveAlerts } from '../domain/goLiveAlerts.ts';
import type { PushService } from '../domain/webPush/service.ts';
import { ApiError } from '../errors.ts';
import { accepts, matching, nullable, number, object, openObject, type RouteTypes, string } from '../schemas/json.ts';
import { BAD_TEXT_MESSAGE, badTextPath } from '../schemas/validate.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push: subscriptions and sending (server/domain/webPush). */
    push: PushService;
    /** Pinned actors' go-live alerts by push, e-mail and SMS (server/domain/goLiveAlerts.ts). */
    goLiveAlerts: GoLiveAlerts;
  }
}

const subscription = object(
  {
    endpoint: string(10, 2000),
    expirationTime: nullable(number()),
    keys: object({ p256dh: matching('^[A-Za-z0-9_-]{80,100}={0,2}$'), auth: matching('^[A-Za-z0-9_-]{16,30}={0,2}$') }),
  },
  ['expirationTime'],
);
const resubscribeToken = matching('^[A-Za-z0-9_-]{32}$');
const resubscribe = { params: openObject({ token: resubscribeToken }), body: object({ subscription }) };
/**
 * subscribe also takes the resubscribe token this browser holds, if any: it moves an endpoint
 * another guest holds. The app always sends expirationTime; the server lets it be left out.
 */
const subscribe = { body: accepts<RestPayload<'web-push/subscribe'>>()(object({ subscription, resubscribeToken }, ['resubscribeToken'])) };
const byPayload = { params: openObject({ payload: string(undefined, 4000) }) };

/** The JSON of a `{payload}` path segment, checked to carry an endpoint (and topics where asked). */
function payloadOf(request: FastifyRequest<RouteTypes<typeof byPayload>>): { endpoint: string; topics?: Record<string, unknown> } {
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

  app.get<RouteTypes<typeof byPayload>>('/web-push/status/:payload', { schema: byPayload }, async (request) => {
    const { endpoint } = payloadOf(request);
    const guestId = request.access.guestId;
    return {
      success: true,
      ...(guestId === null ? { subscribed: false, lastDeliveredAt: null } : await app.push.subscriptionStatus(guestId, endpoint)),
    };
  });

  // The service worker calls this on `pushsubscriptionchange`: it has no access token, the
  // resubscribe token (random, stored hashed) names the subscription.
  app.post<RouteTypes<typeof resubscribe>>(
    '/web-push/resubscribe/:token',
    { config: { public: true }, schema: resubscribe },
    async (request) => {
      await app.push.resubscribe(request.params.token, request.body.subscription);
      return { success: true };
    },
  );

  await app.register(loggedIn(subscriptionRoutes));
}

/** A browser's subscription for the logged-in guest: subscribing, removing it and its topics. */
async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof subscribe>>('/web-push/subscribe', { schema: subscribe }, async (request) => {
    const language = requestLanguage(request);
    const { subscription, resubscribeToken: held = null } = request.body;
    const resubscribeToken = await app.push.subscribe(request.guestId, subscription, language, held);
    return { success: true, resubscribeToken };
  });

  app.post<RouteTypes<typeof byPayload>>('/web-push/unsubscribe/:payload', { schema: byPayload }, async (request) => {
    await app.push.unsubscribe(request.guestId, payloadOf(request).endpoint);
    return { success: true };
  });

  app.post<RouteTypes<typeof byPayload>>('/web-push/update/:payload', { schema: byPayload }, async (request) => {
    const { endpoint, topics = {} } = payloadOf(request);
    const unknown = Object.keys(topics).find(
      (name) => !(TOPIC_NAMES as readonly string[]).includes(name) || typeof topics[name] !== 'boolean',
    );
    if (unknown !== undefined)
      throw new ApiError('VALIDATION_FAILED', `topics take ${TOPIC_NAMES.join(' and ')} with true or false; "${unknown}" is not one.`);
    await app.push.updateTopics(request.guestId, endpoint, topics as Partial<Record<(typeof TOPIC_NAMES)[number], boolean>>);
    return { success: true };
  });
}
