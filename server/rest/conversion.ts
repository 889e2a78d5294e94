// REST of incentives, teasers and surveys (issue 11; spec part 2 §7.6): page-load incentives
// (incentives, vxpayConfig, trackingData), incentives by event and for an album's buy button or
// a video preview's end, closing an incentive, hiding the refill window, guest infos, teasers,
// and the survey and its answer. Rules in server/domain/incentives.ts, conversion.ts and surveys.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { albumIncentives, answerIncentive } from '../domain/conversion.ts';
import { BUY_IMAGE_ALBUM_EVENT, PAGE_LOAD_EVENT, VIDEO_PREVIEW_END_EVENT, hideIncentiveType, incentivesFor, setGuestInfo, teasersFor } from '../domain/incentives.ts';
import { answerSurvey, openSurvey } from '../domain/surveys.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const name = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,59}$' };
const routeArgs = { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 200 } };
const body = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const albumParams = { type: 'object', properties: { albumId: { type: 'string', pattern: ID_PATTERN } }, required: ['albumId'], additionalProperties: false };
/** setRefillWindowHidden: at most 31 days (chosen). */
const MAX_HIDDEN_SECONDS = 31 * 86_400;

export async function conversionRoutes(app: FastifyInstance): Promise<void> {
  const done = { success: true } as const;

  app.post<{ Body: { routeName: string; routeArgs?: Record<string, string> } }>(
    '/conversion/getPageLoadIncentives',
    { schema: { body: body({ routeName: name, routeArgs }, ['routeName']) } },
    async (request) => {
      const incentives = await incentivesFor(app.db, { guestId: request.access.guestId, event: PAGE_LOAD_EVENT, routeName: request.body.routeName });
      return {
        success: true,
        incentives,
        // What the checkout frame opens with from an incentive, and what the page tracks of it.
        vxpayConfig: { flow: 'moneycharge', isLoggedIn: request.access.guestId !== null },
        trackingData: { routeName: request.body.routeName, incentiveTypes: incentives.map((incentive) => incentive.type) },
      };
    },
  );

  app.get<{ Querystring: { event: string } }>(
    '/conversion/getIncentivesByEvent',
    { schema: { querystring: { type: 'object', properties: { event: name, language: { type: 'string' } }, required: ['event'], additionalProperties: false } } },
    async (request) => ({ success: true, incentives: await incentivesFor(app.db, { guestId: request.access.guestId, event: request.query.event }) }),
  );

  const albumIncentivesOf = (event: string) => async (request: FastifyRequest<{ Params: { albumId: string } }>) => ({
    success: true,
    incentives: await albumIncentives(app.db, { guestId: request.access.guestId, event, albumId: Number(request.params.albumId) }),
  });
  app.get<{ Params: { albumId: string } }>('/conversion/getBuyImageAlbumIncentives/:albumId', { schema: { params: albumParams } }, albumIncentivesOf(BUY_IMAGE_ALBUM_EVENT));
  app.get<{ Params: { albumId: string } }>('/conversion/getVideoPreviewEndIncentives/:albumId', { schema: { params: albumParams } }, albumIncentivesOf(VIDEO_PREVIEW_END_EVENT));

  app.post<{ Body: { result: string; incentive: { id: number; region: string; type: string; event: string; uniqueGroup: string | null } } }>(
    '/conversion/closeIncentive',
    {
      schema: {
        body: body({
          result: { type: 'string', enum: ['closed', 'accepted', 'blocked'] },
          incentive: body({ id, region: name, type: name, event: name, uniqueGroup: { anyOf: [name, { type: 'null' }] } }),
        }),
      },
    },
    async (request) => {
      await answerIncentive(app.db, app.bus, { guestId: request.access.guestId, incentiveId: request.body.incentive.id, result: request.body.result });
      return done;
    },
  );

  app.post<{ Body: { routeName: string; routeArgs?: Record<string, string> } }>(
    '/teaser/getTeasers',
    { schema: { body: body({ routeName: name, routeArgs }, ['routeName']) } },
    async (request) => ({ success: true, teasers: await teasersFor(app.db, request.body.routeName) }),
  );

  app.get('/survey/feedbackdata', async (request) => ({ success: true, survey: await openSurvey(app.db, request.access.guestId) }));

  await app.register(loggedIn(conversionGuestRoutes));
}

/** What a logged-in guest chose: a hidden refill window, a guest info, a survey answer. */
async function conversionGuestRoutes(app: FastifyInstance): Promise<void> {
  const done = { success: true } as const;

  app.post<{ Body: { incentiveType: string; interval: number } }>(
    '/conversion/setRefillWindowHidden',
    { schema: { body: body({ incentiveType: name, interval: { type: 'integer', minimum: 1, maximum: MAX_HIDDEN_SECONDS } }) } },
    async (request) => {
      await hideIncentiveType(app.db, { guestId: request.guestId, incentiveType: request.body.incentiveType, intervalSeconds: request.body.interval });
      return done;
    },
  );

  app.post<{ Body: { type: string; value: string | number | boolean } }>(
    '/conversion/setGuestInfo',
    { schema: { body: body({ type: name, value: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }, { type: 'boolean' }] } }) } },
    async (request) => {
      await setGuestInfo(app.db, { guestId: request.guestId, type: request.body.type, value: String(request.body.value) });
      return done;
    },
  );

  app.post<{ Body: { surveyId: number; answer: string; text?: string } }>(
    '/survey/feedback',
    { schema: { body: body({ surveyId: id, answer: { type: 'string', minLength: 1, maxLength: 200 }, text: { type: 'string', maxLength: 2000 } }, ['surveyId', 'answer']) } },
    async (request) => {
      await answerSurvey(app.db, { guestId: request.guestId, ...request.body });
      return done;
    },
  );
}
