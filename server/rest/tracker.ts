// Tracker calls (spec part 2 §7.6): tracker/track (eventContext, eventAction, eventData), guest
// events kept for counting (server/domain/tracking.ts), and tracker/trackActorProfileVisit
// (actorName), the actor's profile visit count. Both may arrive late from the service worker's
// outbox (config outbox).
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { trackProfileVisit } from '../domain/actors.ts';
import { recordTrackingEvent } from '../domain/tracking.ts';

const EVENT_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]*$';

export async function trackerRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RestPayload<'tracker/track'> }>(
    '/tracker/track',
    {
      config: { outbox: true },
      schema: {
        body: {
          type: 'object',
          required: ['eventContext', 'eventAction', 'eventData'],
          additionalProperties: false,
          properties: {
            // names, not sentences: what the app sends (src/features/tracking/guestEvents.ts) and what a report groups by
            eventContext: { type: 'string', minLength: 1, maxLength: 100, pattern: EVENT_NAME_PATTERN },
            eventAction: { type: 'string', minLength: 1, maxLength: 100, pattern: EVENT_NAME_PATTERN },
            eventData: { type: 'object' },
          },
        },
      },
    },
    async (request) => {
      await recordTrackingEvent(app.db, { guestId: request.access.guestId, ...request.body });
      return { success: true };
    },
  );

  // Spec part 1 §5: tracking never fails the page; a broken count is logged and answered as done.
  app.post<{ Body: { actorName: string } }>(
    '/tracker/trackActorProfileVisit',
    { config: { outbox: true }, schema: { body: { type: 'object', properties: { actorName: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['actorName'], additionalProperties: false } } },
    async (request) => {
      try {
        await trackProfileVisit(app.db, request.body.actorName);
      } catch (error) {
        request.log.warn({ err: error }, 'profile visit not counted');
      }
      return { success: true };
    },
  );
}
