// Internal routes of live chat (ours; performer and operator side, tests and demos): end a chat
// with any exit code (the actor ends it, an admin kicks, a preview runs out), bill a chat as if
// minutes had passed (the billing loop's next ticks, without waiting for them), stop a voice
// call, and run the ticket-show sweep.
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../../src/contract/chat.ts';
import { publishBalance } from '../domain/balancePublishing.ts';
import { chargeDueMinutes, chatSession, endChat } from '../domain/chat.ts';
import { sweepShows } from '../domain/shows.ts';
import { stopVoiceCall } from '../domain/voiceCalls.ts';
import { idText } from '../schemas/common.ts';
import { integer, matching, nullable, object, type Static } from '../schemas/json.ts';

const params = object({ sessionId: idText });
const endBody = object({ code: integer(100, 999) });
const voiceParams = object({ clientId: matching('^[0-9a-f-]{36}$') });
const sweepBody = nullable(object({ at: integer(0) }, ['at']));
const chargeBody = object({ minutesAhead: integer(0, 24 * 60) });

export async function internalChatRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true };
  const tell = async (session: { guestId: number; actorId: number; id: number }, exitCode: number) =>
    app.bus.publish({
      target: { kind: 'guest', guestId: session.guestId },
      frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode, sessionId: session.id } },
    });

  app.post<{ Params: Static<typeof params>; Body: Static<typeof endBody> }>(
    '/internal/chats/:sessionId/end',
    { config, schema: { params, body: endBody } },
    async (request) => {
      const outcome = await endChat(app.db, Number(request.params.sessionId), request.body.code);
      if (outcome.charged > 0) await publishBalance(app.db, app.bus, outcome.session.guestId);
      if (outcome.endCode !== null) await tell(outcome.session, outcome.endCode);
      return { success: true, endCode: outcome.session.endCode };
    },
  );

  // The actor hangs up an anonymous voice call: its tabs hear voicecall.stop.
  app.post<{ Params: Static<typeof voiceParams> }>(
    '/internal/voicecalls/:clientId/stop',
    { config, schema: { params: voiceParams } },
    async (request) => ({
      success: true,
      stopped: await stopVoiceCall(app.db, app.bus, request.params.clientId),
    }),
  );

  // Runs the ticket-show sweep now (it runs every few seconds anyway), or as of `at` (epoch ms):
  // the shows due by then go live as they would at that time.
  app.post<{ Body: Static<typeof sweepBody> | undefined }>(
    '/internal/shows/sweep',
    { config, schema: { body: sweepBody } },
    async (request) => ({
      success: true,
      ...(await sweepShows(app.db, app.bus, request.body?.at ?? Date.now())),
    }),
  );

  app.post<{ Params: Static<typeof params>; Body: Static<typeof chargeBody> }>(
    '/internal/chats/:sessionId/charge',
    { config, schema: { params, body: chargeBody } },
    async (request) => {
      const session = await chatSession(app.db, Number(request.params.sessionId));
      const outcome = await chargeDueMinutes(app.db, session.id, Date.now() + request.body.minutesAhead * MINUTE_MS);
      if (outcome.charged > 0) await publishBalance(app.db, app.bus, session.guestId);
      if (outcome.endCode !== null) await tell(session, outcome.endCode);
      return { success: true, minutesCharged: outcome.session.minutesCharged, endCode: outcome.session.endCode };
    },
  );
}
