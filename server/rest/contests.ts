// REST of the contests (issue 11; spec part 2 §7.8): a contest with its head and entries, one
// actor's entries, the top list, the head per language, the grid by view with paging, the
// guest's data, and adding and taking back a vote (decided in server/domain/contests.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTEST_GRID, CONTEST_SUBS, type ContestSub } from '../../src/contract/contests.ts';
import { ApiError } from '../errors.ts';
import { actorEntries, addVote, contestHeader, deleteVote, gridItems, guestData } from '../domain/contests.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';

const ID = { type: 'string', pattern: ID_PATTERN };
const COUNT = { type: 'string', pattern: '^[0-9]{1,6}$' };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const params = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((name) => [name, ID])), required: names, additionalProperties: false });
const languageQuery = { type: 'object', properties: { language: { type: 'string', enum: ['de', 'en', 'nl', 'es'] } }, additionalProperties: false };
const voteBody = (properties: Record<string, object>) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });

export async function contestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { contestId: string } }>('/contests/getContestGuestData/:contestId', { schema: { params: params('contestId'), querystring: languageQuery } }, async (request) => ({
    success: true,
    guestData: await guestData(app.db, request.access.guestId, Number(request.params.contestId)),
  }));

  app.get<{ Params: { contestId: string }; Querystring: { language?: string } }>(
    '/contests/:contestId/getHeader',
    { schema: { params: params('contestId'), querystring: languageQuery } },
    async (request) => ({ success: true, header: await contestHeader(app.db, Number(request.params.contestId), request.query.language) }),
  );

  app.get<{ Params: { contestId: string } }>('/contests/:contestId/topList', { schema: { params: params('contestId'), querystring: languageQuery } }, async (request) => {
    const page = await gridItems(app.db, { contestId: Number(request.params.contestId), sub: 'top10', limit: CONTEST_GRID.topListSize, offset: 0, guestId: request.access.guestId });
    return { success: true, topList: page.contestGridItems };
  });

  app.get<{ Params: { contestId: string; actorId: string } }>(
    '/contests/:contestId/actor/:actorId',
    { schema: { params: params('contestId', 'actorId'), querystring: languageQuery } },
    async (request) => ({
      success: true,
      media: await actorEntries(app.db, { contestId: Number(request.params.contestId), actorId: Number(request.params.actorId), guestId: request.access.guestId }),
    }),
  );

  app.get<{ Params: { contestId: string }; Querystring: { language?: string } }>('/contests/:contestId', { schema: { params: params('contestId'), querystring: languageQuery } }, async (request) => {
    const contestId = Number(request.params.contestId);
    const header = await contestHeader(app.db, contestId, request.query.language);
    const page = await gridItems(app.db, { contestId, sub: 'all', limit: CONTEST_GRID.pageSize, offset: 0, guestId: request.access.guestId });
    return { success: true, contest: { contestId, header, media: page.contestGridItems } };
  });

  app.get<{ Params: { contestId: string; contestSub: string; limit: string; offset: string }; Querystring: { actorName?: string } }>(
    '/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset',
    {
      schema: {
        params: {
          type: 'object',
          properties: { contestId: ID, contestSub: { type: 'string', enum: [...CONTEST_SUBS] }, limit: COUNT, offset: COUNT },
          required: ['contestId', 'contestSub', 'limit', 'offset'],
          additionalProperties: false,
        },
        querystring: { type: 'object', properties: { actorName: { type: 'string', minLength: 1, maxLength: 60 }, language: languageQuery.properties.language }, additionalProperties: false },
      },
    },
    async (request) => {
      const limit = Number(request.params.limit);
      if (limit < 1 || limit > CONTEST_GRID.maxLimit) throw new ApiError('VALIDATION_FAILED', `limit must be 1 to ${CONTEST_GRID.maxLimit}.`);
      const page = await gridItems(app.db, {
        contestId: Number(request.params.contestId),
        sub: request.params.contestSub as ContestSub,
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

  app.post<{ Body: { actorId: number; contestId: number; guestId: number; mediaId: number; albumId: number; hideConfirmWindow: boolean } }>(
    '/contests/addContestMediaVoting',
    { schema: { body: voteBody({ actorId: id, contestId: id, guestId: id, mediaId: id, albumId: id, hideConfirmWindow: { type: 'boolean' } }) } },
    async (request) => {
      const body = request.body;
      const guestId = voter(request, body.guestId);
      const answer = await addVote(app.db, app.bus, { guestId, contestId: body.contestId, mediaId: body.mediaId, albumId: body.albumId, actorId: body.actorId, hideConfirmWindow: body.hideConfirmWindow });
      return { success: true, ...answer };
    },
  );

  app.post<{ Body: { contestId: number; mediaId: number; albumId: number } }>(
    '/contests/deleteContestMediaVoting',
    { schema: { body: voteBody({ contestId: id, mediaId: id, albumId: id }) } },
    async (request) => ({ success: true, ...(await deleteVote(app.db, app.bus, { guestId: request.guestId, ...request.body })) }),
  );
}
