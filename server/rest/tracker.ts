// Tracker calls (spec part 2 §7.6): tracker/track (eventContext, eventAction, eventData), guest
// events kept for counting (server/domain/tracking.ts), and tracker/trackActorProfileVisit
// (actorName), the actor's profile visit count. Both may arrive late from the service worker's
// outbox (config outbox).
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { trackProfileVisit } from '../domain/actors.ts';
import { recordTrackingEvent } from '../domain/tracking.ts';
import { anyObject, object, type RouteTypes, shapeOf, string } from '../schemas/json.ts';

// names, not sentences: what the app sends (src/features/tracking/guestEvents.ts) and what a report groups by
const eventName = string(1, 100, '^[A-Za-z][A-Za-z0-9_.-]*$');
const track = {
  body: shapeOf<RestPayload<'tracker/track'>>()(object({ eventContext: eventName, eventAction: eventName, eventData: anyObject })),
};
const profileVisit = { body: object({ actorName: string(1, 60) }) };

export async function trackerRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof track>>('/tracker/track', { config: { outbox: true }, schema: track }, async (request) => {
    await recordTrackingEvent(app.db, { guestId: request.access.guestId, ...request.body });
    return { success: true };
  });

  // Spec part 1 §5: tracking never fails the page; a broken count is logged and answered as done.
  app.post<RouteTypes<typeof profileVisit>>(
    '/tracker/trackActorProfileVisit',
    { config: { outbox: true }, schema: profileVisit },
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
