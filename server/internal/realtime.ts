// Internal routes of the real-time side: move actors, emit any server frame, count this
// process's guests, revoke a token. Tests and the e2e suite drive live events through these.
import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { hashToken, revokeToken } from '../domain/accessTokens.ts';
import { setActorOnline, setFreeShow } from '../domain/presence.ts';
import { ApiError } from '../errors.ts';
import type { BusTarget } from '../realtime/bus.ts';
import { serverFrameError } from '../realtime/bus.ts';
import { id, idText } from '../schemas/common.ts';
import { anyOf, anything, boolean, object, oneOf, type Static, string } from '../schemas/json.ts';

const actorParams = object({ actorId: idText });
const token = string(1, 256);

const EMIT_TARGET = anyOf(
  object({ kind: oneOf('all') }),
  object({ kind: oneOf('guest'), guestId: id }),
  object({ kind: oneOf('token'), token }),
);
const onlineBody = object({ online: boolean, freeChat: boolean }, ['freeChat']);
const freeShowBody = object({ on: boolean });
// The frame's data is checked against its type's schema in the handler (it depends on the type).
const emitBody = object({ target: EMIT_TARGET, frame: anything });
const revokeBody = object({ token });

export async function internalRealtimeRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true };

  app.post<{ Params: Static<typeof actorParams>; Body: Static<typeof onlineBody> }>(
    '/internal/actors/:actorId/online',
    { config, schema: { params: actorParams, body: onlineBody } },
    async (request) => {
      const { cameOnline, ...presence } = await setActorOnline(
        app.db,
        app.bus,
        Number(request.params.actorId),
        request.body.online,
        request.body.freeChat,
      );
      // Awaited here (the simulator does the same), so a test sees the alerts once this answers.
      const alerts = cameOnline ? await app.goLiveAlerts.actorCameOnline(presence.actorId) : { pushes: 0, mails: 0, texts: 0 };
      return { success: true, ...presence, ...alerts };
    },
  );

  app.post<{ Params: Static<typeof actorParams>; Body: Static<typeof freeShowBody> }>(
    '/internal/actors/:actorId/freeshow',
    { config, schema: { params: actorParams, body: freeShowBody } },
    async (request) => {
      await setFreeShow(app.db, app.bus, Number(request.params.actorId), request.body.on);
      return { success: true };
    },
  );

  app.post<{ Body: Static<typeof emitBody> }>('/internal/emit', { config, schema: { body: emitBody } }, async (request) => {
    const { target, frame } = request.body;
    const frameError = serverFrameError(frame, 'body.frame');
    if (frameError) {
      throw new ApiError('VALIDATION_FAILED', `Invalid body: ${frameError}`);
    }
    // A token travels only to here: the bus and the logs see its hash.
    const busTarget: BusTarget = target.kind === 'token' ? { kind: 'token', tokenHash: hashToken(target.token) } : target;
    await app.bus.publish({ target: busTarget, frame: frame as ServerFrame });
    return { success: true };
  });

  app.get('/internal/onlineGuests', { config }, async () => ({ success: true, ...app.realtime.onlineGuests() }));

  app.post<{ Body: Static<typeof revokeBody> }>('/internal/tokens/revoke', { config, schema: { body: revokeBody } }, async (request) => {
    const tokenHash = await revokeToken(app.db, request.body.token);
    if (!tokenHash) throw new ApiError('NOT_FOUND', 'No such access token.');
    await app.bus.publish({ target: { kind: 'token', tokenHash }, frame: { type: 'session.expired', data: {} } });
    return { success: true };
  });
}
