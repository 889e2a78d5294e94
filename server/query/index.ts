import type { FastifyInstance, FastifyReply } from 'fastify';
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '../../src/contract/enums.ts';
import { bearerToken } from '../rest/auth.ts';
import { QUERY_PATH } from '../../src/contract/rest.ts';
import { ERROR_MESSAGE } from '../../src/contract/errors.ts';
import { resolveToken } from '../domain/accessTokens.ts';
import { schema } from './schema.ts';
import type { QueryContext } from './context.ts';
import { models, pinnedModels } from './models.ts';
import { videos, videoStars } from './videos.ts';
import { albumView, dislike, like, recommendedVideos } from './albums.ts';
import { boughtGiftsOf, gifts, guestUnreadMessageCount, messengerChannels, messengerContent, navbarMessages, touchMessengerChannel, toyControls } from './messenger.ts';
import { addToPlaylist, archiveMedia, createPlaylist, deletePlaylist, mediathek, movePlaylistItem, playlists, removeFromPlaylist, renamePlaylist, savePlaylist } from './library.ts';
import { chatRatings, heatMap, interviews, preferredModels, recommendedFavoriteModels, recommendedModels, topCams } from './actors.ts';
import { categoryBySlug, favoritesOnlineCount, listing } from './listings.ts';
import { blogPosts, categories, chatShows, contests, dailyBonus, feedPosts, tvSeries } from './content.ts';
import { ageCheckBonusAvailability, bonusCode, remaining, requestAgeCheckPayLink, startPinCallVerification, verifyPin } from './guestService.ts';
import { ApiError } from '../errors.ts';

const rootValue = {
  preferredModels, recommendedModels, interviews, chatRatings, heatMap, topCams, recommendedFavoriteModels,
  listing, categoryBySlug, favoritesOnlineCount,
  mediathek, playlists, createPlaylist, renamePlaylist, deletePlaylist, addToPlaylist, removeFromPlaylist, movePlaylistItem, savePlaylist, archiveMedia,
  like, dislike, albumView, recommendedVideos,
  messengerChannels, messengerContent, guestUnreadMessageCount, navbarMessages, gifts, boughtGifts: boughtGiftsOf, toyControls, touchMessengerChannel,
  models, pinnedModels, videos, videoStars, chatShows, dailyBonus, feedPosts, contests, categories, blogPosts, tvSeries,
  ageCheckBonusAvailability, bonusCode, remainingBonusCodes: remaining, startPinCallVerification, verifyPin, requestAgeCheckPayLink,
};

/** Parsed and validated documents by source text: clients send the same few queries again and again. */
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
const DOCUMENT_CACHE_SIZE = 200;

function prepare(source: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(source);
  if (cached) return cached;
  let prepared: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(source, { maxTokens: 2000 });
    const errors = validate(schema, document);
    prepared = errors.length ? errors : document;
  } catch (error) {
    prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
  }
  if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value as string);
  documents.set(source, prepared);
  return prepared;
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
}

interface QueryBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The query service (spec part 2 §7.10): POST, bearer token, language parameter. */
export async function queryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: QueryBody; Querystring: { language?: string } }>(
    QUERY_PATH,
    {
      schema: {
        querystring: { type: 'object', properties: { language: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['query'],
          additionalProperties: false,
          properties: {
            query: { type: 'string', minLength: 1, maxLength: 20000 },
            variables: { type: ['object', 'null'] },
            operationName: { type: ['string', 'null'], maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return fail(reply, 401, 'MISSING_TOKEN', ERROR_MESSAGE.missingVxqlToken);
      const owner = await resolveToken(app.db, token);
      if (!owner) return fail(reply, 401, 'INVALID_TOKEN', 'The access token is unknown, malformed or revoked.');

      const language = request.query.language ?? DEFAULT_LANGUAGE;
      if (!isLanguage(language)) {
        return fail(reply, 400, 'VALIDATION_FAILED', `language must be one of ${LANGUAGES.join(', ')}`);
      }
      const document = prepare(request.body.query);
      if (Array.isArray(document)) {
        return reply.status(400).send({ errors: document.map((e) => ({ message: e.message, extensions: { code: 'VALIDATION_FAILED' } })) });
      }
      const contextValue: QueryContext = { db: app.db, guestId: owner.guestId, language, now: Date.now(), log: request.log, checkoutOrigin: app.config.checkoutOrigin };
      const result = await execute({
        schema,
        document: document as DocumentNode,
        rootValue,
        contextValue,
        variableValues: request.body.variables ?? {},
        operationName: request.body.operationName ?? undefined,
      });
      const errors = result.errors?.map((error) => {
        // Errors without a path concern the request itself (variables): the caller's to fix.
        // Errors from a resolver carry a code when thrown on purpose; anything else is ours.
        // A domain refusal (ApiError) keeps its contract code and details.
        const original = error.originalError;
        if (original instanceof ApiError) {
          return { message: original.message, path: error.path, extensions: { code: original.code, ...(original.details === undefined ? {} : { details: original.details }) } };
        }
        const code = (error.extensions?.code as string | undefined) ?? (error.path ? 'INTERNAL' : 'VALIDATION_FAILED');
        if (code === 'INTERNAL') request.log.error({ err: error.originalError }, 'query resolver failed');
        return { message: code === 'INTERNAL' ? 'Something went wrong on our side.' : error.message, path: error.path, extensions: { code } };
      });
      const status = errors?.some((e) => e.extensions.code === 'RATE_LIMITED') ? 429 : result.data ? 200 : 400;
      return reply.status(status).send(errors?.length ? { data: result.data ?? null, errors } : { data: result.data });
    },
  );
}
