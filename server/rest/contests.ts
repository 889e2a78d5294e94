// REST of the contests (issue 11; spec part 2 §7.8): a contest with its head and entries, one
// actor's entries, the top list, the head per language, the grid by view with paging, the
// guest's data, and adding and taking back a vote (decided in server/domain/contests.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTEST_GRID, CONTEST_SUBS } from '../../src/contract/contests.ts';
import { actorEntries, addVote, contestHeader, deleteVote, gridItems, guestData } from '../domain/contests.ts';
import { ApiError } from '../errors.ts';
import { id, idParams, idText, language } from '../schemas/common.ts';
import { boolean, matching, object, oneOf, openObject, type RouteTypes, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

const COUNT = matching('^[0-9]{1,6}$');
const languageQuery = object({ language }, ['language']);
const contest = { params: idParams('contestId'), querystring: languageQuery };
const actorInContest = { params: idParams('contestId', 'actorId'), querystring: languageQuery };
const gridPage = {
  params: openObject({ contestId: idText, contestSub: oneOf(...CONTEST_SUBS), limit: COUNT, offset: COUNT }),
  querystring: object({ actorName: string(1, 60), language }, ['actorName', 'language']),
};
const addVoteBody = { body: object({ actorId: id, contestId: id, guestId: id, mediaId: id, albumId: id, hideConfirmWindow: boolean }) };
const deleteVoteBody = { body: object({ contestId: id, mediaId: id, albumId: id }) };

export async function contestRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof contest>>('/contests/getContestGuestData/:contestId', { schema: contest }, async (request) => ({
    success: true,
    guestData: await guestData(app.db, request.access.guestId, Number(request.params.contestId)),
  }));

  app.get<RouteTypes<typeof contest>>('/contests/:contestId/getHeader', { schema: contest }, async (request) => ({
    success: true,
    header: await contestHeader(app.db, Number(request.params.contestId), request.query.language),
  }));

  app.get<RouteTypes<typeof contest>>('/contests/:contestId/topList', { schema: contest }, async (request) => {
    const page = await gridItems(app.db, {
      contestId: Number(request.params.contestId),
      sub: 'top10',
      limit: CONTEST_GRID.topListSize,
      offset: 0,
      guestId: request.access.guestId,
    });
    return { success: true, topList: page.contestGridItems };
  });

  app.get<RouteTypes<typeof actorInContest>>('/contests/:contestId/actor/:actorId', { schema: actorInContest }, async (request) => ({
    success: true,
    media: await actorEntries(app.db, {
      contestId: Number(request.params.contestId),
      actorId: Number(request.params.actorId),
      guestId: request.access.guestId,
    }),
  }));

  app.get<RouteTypes<typeof contest>>('/contests/:contestId', { schema: contest }, async (request) => {
    const contestId = Number(request.params.contestId);
    const header = await contestHeader(app.db, contestId, request.query.language);
    const page = await gridItems(app.db, {
      contestId,
      sub: 'all',
      limit: CONTEST_GRID.pageSize,
      offset: 0,
      guestId: request.access.guestId,
    });
    return { success: true, contest: { contestId, header, media: page.contestGridItems } };
  });

  app.get<RouteTypes<typeof gridPage>>(
    '/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset',
    { schema: gridPage },
    async (request) => {
      const limit = Number(request.params.limit);
      if (limit < 1 || limit > CONTEST_GRID.maxLimit)
        throw new ApiError('VALIDATION_FAILED', `limit must be 1 to ${CONTEST_GRID.maxLimit}.`);
      const page = await gridItems(app.db, {
        contestId: Number(request.params.contestId),
        sub: request.params.contestSub,
        limit,
        offset: Number(request.params.offset),
        actorName: request.query.actorName,
        guestId: request.access.guestId,
      });
      return { success: true, ...page };
    },
  );

  await app.register(loggedIn(contestVoteRoutes));
}

/** Adding and taking back a vote: a logged-in guest only. */
async function contestVoteRoutes(app: FastifyInstance): Promise<void> {
  /** The voter named in the body must be the token's guest (the spec sends guestId along). */
  const voter = (request: FastifyRequest, guestId: number) => {
    if (request.guestId !== guestId) throw new ApiError('FORBIDDEN', 'A guest votes only for themselves.');
    return request.guestId;
  };

  app.post<RouteTypes<typeof addVoteBody>>('/contests/addContestMediaVoting', { schema: addVoteBody }, async (request) => {
    const body = request.body;
    const guestId = voter(request, body.guestId);
    const answer = await addVote(app.db, app.bus, {
      guestId,
      contestId: body.contestId,
      mediaId: body.mediaId,
      albumId: body.albumId,
      actorId: body.actorId,
      hideConfirmWindow: body.hideConfirmWindow,
    });
    return { success: true, ...answer };
  });

  app.post<RouteTypes<typeof deleteVoteBody>>('/contests/deleteContestMediaVoting', { schema: deleteVoteBody }, async (request) => ({
    success: true,
    ...(await deleteVote(app.db, app.bus, { guestId: request.guestId, ...request.body })),
  }));
}
