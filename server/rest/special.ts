// Special events and games over REST (spec part 2 §7.7): the events list, each getReward game's
// call (answer read from data.data.reward and guestData), the easter egg hunt, the advent
// calendar and special/getData/{eventType}. Handlers translate HTTP to the domain
// (server/domain/specialEvents.ts) and back; an event that is not running refuses cleanly.
import type { FastifyInstance } from 'fastify';
import { REWARD_EVENT_TYPES, SPECIAL_EVENT_TYPES } from '../../src/contract/games.ts';
import { adventCalendar, collectEgg, eventData, getEventReward, openAdventDoor, specialEvents } from '../domain/specialEvents.ts';
import { id, languageText, token } from '../schemas/common.ts';
import { integer, matching, object, oneOf, openObject, type RouteTypes, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

const qmdate = matching('^\\d{4}-\\d{2}-\\d{2}$');
const getData = {
  params: openObject({ eventType: oneOf(...SPECIAL_EVENT_TYPES) }),
  querystring: openObject({ qmdate, token, language: languageText }, ['qmdate', 'token', 'language']),
};
const reward = { params: openObject({ eventId: id }) };
const egg = { body: object({ verificationToken: string(1, 100), qmdate }, ['qmdate']) };
const adventDoor = { body: object({ day: integer(1, 31) }) };

export async function specialRoutes(app: FastifyInstance): Promise<void> {
  app.get('/special/get/events', async () => ({ success: true, events: await specialEvents(app.db) }));

  app.get('/special/adventcalendar', async (request) => {
    const { days } = await adventCalendar(app.db, request.access.guestId);
    return { success: true, days };
  });

  app.get<RouteTypes<typeof getData>>('/special/getData/:eventType', { schema: getData }, async (request) => {
    const answer = await eventData(app.db, {
      guestId: request.access.guestId,
      secret: app.config.secret,
      eventType: request.params.eventType,
      qmdate: request.query.qmdate,
    });
    return { success: true, ...answer };
  });

  await app.register(loggedIn(specialRewardRoutes));
}

/** Taking a reward (a game's, an egg, an advent door) needs a logged-in guest. */
async function specialRewardRoutes(app: FastifyInstance): Promise<void> {
  for (const type of REWARD_EVENT_TYPES) {
    app.get<RouteTypes<typeof reward>>(
      `/special/${type}/getReward/:eventId`,
      // A GET by the spec, yet it grants the day's reward: no token from the query string.
      { config: { changesState: true }, schema: reward },
      async (request) => {
        const data = await getEventReward(app.db, app.bus, { guestId: request.guestId, type, eventId: request.params.eventId });
        return { success: true, data: { data } };
      },
    );
  }

  app.post<RouteTypes<typeof egg>>('/special/easter/collectEgg', { schema: egg }, async (request) => {
    const answer = await collectEgg(app.db, app.bus, { guestId: request.guestId, secret: app.config.secret, ...request.body });
    return { success: true, ...answer };
  });

  app.post<RouteTypes<typeof adventDoor>>('/special/adventcalendar/open', { schema: adventDoor }, async (request) => ({
    success: true,
    reward: await openAdventDoor(app.db, app.bus, { guestId: request.guestId, day: request.body.day }),
  }));
}
