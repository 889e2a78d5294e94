// REST of incentives, teasers and surveys (issue 11; spec part 2 §7.6): page-load incentives
// (incentives, vxpayConfig, trackingData), incentives by event and for an album's buy button or
// a video preview's end, closing an incentive, hiding the refill window, guest infos, teasers,
// and the survey and its answer. Rules in server/domain/incentives.ts, conversion.ts and surveys.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { albumIncentives, answerIncentive } from '../domain/conversion.ts';
import {
  BUY_IMAGE_ALBUM_EVENT,
  hideIncentiveType,
  incentivesFor,
  PAGE_LOAD_EVENT,
  setGuestInfo,
  teasersFor,
  VIDEO_PREVIEW_END_EVENT,
} from '../domain/incentives.ts';
import { answerSurvey, openSurvey } from '../domain/surveys.ts';
import { id, idParams, languageText } from '../schemas/common.ts';
import { anyOf, boolean, integer, matching, nullable, number, object, oneOf, type RouteTypes, record, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

/** setRefillWindowHidden: at most 31 days (chosen). */
const MAX_HIDDEN_SECONDS = 31 * 86_400;
const name = matching('^[A-Za-z][A-Za-z0-9_.-]{0,59}$');
const page = { body: object({ routeName: name, routeArgs: record(string(undefined, 200), 10) }, ['routeArgs']) };
const byEvent = { querystring: object({ event: name, language: languageText }, ['language']) };
const album = { params: idParams('albumId') };
const closeIncentive = {
  body: object({
    result: oneOf('closed', 'accepted', 'blocked'),
    incentive: object({ id, region: name, type: name, event: name, uniqueGroup: nullable(name) }),
  }),
};
const refillWindowHidden = { body: object({ incentiveType: name, interval: integer(1, MAX_HIDDEN_SECONDS) }) };
const guestInfo = { body: object({ type: name, value: anyOf(string(undefined, 200), number(), boolean) }) };
const surveyFeedback = { body: object({ surveyId: id, answer: string(1, 200), text: string(undefined, 2000) }, ['text']) };

export async function conversionRoutes(app: FastifyInstance): Promise<void> {
  const done = { success: true } as const;

  app.post<RouteTypes<typeof page>>('/conversion/getPageLoadIncentives', { schema: page }, async (request) => {
    const incentives = await incentivesFor(app.db, {
      guestId: request.access.guestId,
      event: PAGE_LOAD_EVENT,
      routeName: request.body.routeName,
    });
    return {
      success: true,
      incentives,
      // What the checkout frame opens with from an incentive, and what the page tracks of it.
      vxpayConfig: { flow: 'moneycharge', isLoggedIn: request.access.guestId !== null },
      trackingData: { routeName: request.body.routeName, incentiveTypes: incentives.map((incentive) => incentive.type) },
    };
  });

  app.get<RouteTypes<typeof byEvent>>('/conversion/getIncentivesByEvent', { schema: byEvent }, async (request) => ({
    success: true,
    incentives: await incentivesFor(app.db, { guestId: request.access.guestId, event: request.query.event }),
  }));

  const albumIncentivesOf = (event: string) => async (request: FastifyRequest<RouteTypes<typeof album>>) => ({
    success: true,
    incentives: await albumIncentives(app.db, { guestId: request.access.guestId, event, albumId: Number(request.params.albumId) }),
  });
  app.get<RouteTypes<typeof album>>(
    '/conversion/getBuyImageAlbumIncentives/:albumId',
    { schema: album },
    albumIncentivesOf(BUY_IMAGE_ALBUM_EVENT),
  );
  app.get<RouteTypes<typeof album>>(
    '/conversion/getVideoPreviewEndIncentives/:albumId',
    { schema: album },
    albumIncentivesOf(VIDEO_PREVIEW_END_EVENT),
  );

  app.post<RouteTypes<typeof closeIncentive>>('/conversion/closeIncentive', { schema: closeIncentive }, async (request) => {
    await answerIncentive(app.db, app.bus, {
      guestId: request.access.guestId,
      incentiveId: request.body.incentive.id,
      result: request.body.result,
    });
    return done;
  });

  app.post<RouteTypes<typeof page>>('/teaser/getTeasers', { schema: page }, async (request) => ({
    success: true,
    teasers: await teasersFor(app.db, request.body.routeName),
  }));

  app.get('/survey/feedbackdata', async (request) => ({ success: true, survey: await openSurvey(app.db, request.access.guestId) }));

  await app.register(loggedIn(conversionGuestRoutes));
}

/** What a logged-in guest chose: a hidden refill window, a guest info, a survey answer. */
async function conversionGuestRoutes(app: FastifyInstance): Promise<void> {
  const done = { success: true } as const;

  app.post<RouteTypes<typeof refillWindowHidden>>('/conversion/setRefillWindowHidden', { schema: refillWindowHidden }, async (request) => {
    await hideIncentiveType(app.db, {
      guestId: request.guestId,
      incentiveType: request.body.incentiveType,
      intervalSeconds: request.body.interval,
    });
    return done;
  });

  app.post<RouteTypes<typeof guestInfo>>('/conversion/setGuestInfo', { schema: guestInfo }, async (request) => {
    await setGuestInfo(app.db, { guestId: request.guestId, type: request.body.type, value: String(request.body.value) });
    return done;
  });

  app.post<RouteTypes<typeof surveyFeedback>>('/survey/feedback', { schema: surveyFeedback }, async (request) => {
    await answerSurvey(app.db, { guestId: request.guestId, ...request.body });
    return done;
  });
}
