// tracker/track (spec part 2 §7.6: eventContext, eventAction, eventData): guest events kept for
// counting. The client sends them only with analytics consent and a configured tracker (spec
// part 1 §5); they may arrive late from the service worker's outbox (config outbox).
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { ApiError } from '../errors.ts';
import { EVENT_DATA_MAX_CHARS } from '../../src/contract/tracking.ts';

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
      const data = JSON.stringify(request.body.eventData);
      if (data.length > EVENT_DATA_MAX_CHARS) throw new ApiError('VALIDATION_FAILED', `eventData is at most ${EVENT_DATA_MAX_CHARS} characters as JSON.`);
      await app.db
        .insertInto('trackingEvents')
        .values({ guestId: request.access.guestId, eventContext: request.body.eventContext, eventAction: request.body.eventAction, eventData: data, createdAt: Date.now() })
        .execute();
      return { success: true };
    },
  );
}
