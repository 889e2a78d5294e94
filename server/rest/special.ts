// Special events and games over REST (spec part 2 §7.7): the events list, each getReward game's
// call (answer read from data.data.reward and guestData), the easter egg hunt, the advent
// calendar and special/getData/{eventType}. Handlers translate HTTP to the domain
// (server/domain/specialEvents.ts) and back; an event that is not running refuses cleanly.
import type { FastifyInstance } from 'fastify';
import { REWARD_EVENT_TYPES, SPECIAL_EVENT_TYPES } from '../../src/contract/games.ts';
import { adventCalendar, collectEgg, eventData, getEventReward, openAdventDoor, specialEvents } from '../domain/specialEvents.ts';
import { loggedIn } from './loggedInScope.ts';

const eventId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const qmdate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

export async function specialRoutes(app: FastifyInstance): Promise<void> {
  app.get('/special/get/events', async () => ({ success: true, events: await specialEvents(app.db) }));

  app.get('/special/adventcalendar', async (request) => {
    const { days } = await adventCalendar(app.db, request.access.guestId);
    return { success: true, days };
  });

  app.get<{ Params: { eventType: string }; Querystring: { qmdate?: string } }>(
    '/special/getData/:eventType',
    {
      schema: {
        params: { type: 'object', required: ['eventType'], properties: { eventType: { type: 'string', enum: [...SPECIAL_EVENT_TYPES] } } },
        querystring: { type: 'object', properties: { qmdate, token: { type: 'string' }, language: { type: 'string' } } },
      },
    },
    async (request) => {
      const answer = await eventData(app.db, { guestId: request.access.guestId, secret: app.config.secret, eventType: request.params.eventType, qmdate: request.query.qmdate });
      return { success: true, ...answer };
    },
  );

  await app.register(loggedIn(specialRewardRoutes));
}

/** Taking a reward (a game's, an egg, an advent door) needs a logged-in guest. */
async function specialRewardRoutes(app: FastifyInstance): Promise<void> {
  for (const type of REWARD_EVENT_TYPES) {
    app.get<{ Params: { eventId: number } }>(
      `/special/${type}/getReward/:eventId`,
      // A GET by the spec, yet it grants the day's reward: no token from the query string.
      { config: { changesState: true }, schema: { params: { type: 'object', required: ['eventId'], properties: { eventId } } } },
      async (request) => {
        const data = await getEventReward(app.db, app.bus, { guestId: request.guestId, type, eventId: request.params.eventId });
        return { success: true, data: { data } };
      },
    );
  }

  app.post<{ Body: { verificationToken: string; qmdate?: string } }>(
    '/special/easter/collectEgg',
    {
      schema: {
        body: { type: 'object', required: ['verificationToken'], additionalProperties: false, properties: { verificationToken: { type: 'string', minLength: 1, maxLength: 100 }, qmdate } },
      },
    },
    async (request) => {
      const answer = await collectEgg(app.db, app.bus, { guestId: request.guestId, secret: app.config.secret, ...request.body });
      return { success: true, ...answer };
    },
  );

  app.post<{ Body: { day: number } }>(
    '/special/adventcalendar/open',
    { schema: { body: { type: 'object', required: ['day'], additionalProperties: false, properties: { day: { type: 'integer', minimum: 1, maximum: 31 } } } } },
    async (request) => ({ success: true, reward: await openAdventDoor(app.db, app.bus, { guestId: request.guestId, day: request.body.day }) }),
  );
}
