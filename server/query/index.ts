import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/contract/enums.ts';
import { ERROR_MESSAGE, ERROR_STATUS } from '../../src/contract/errors.ts';
import { FEED_SERVICE_FIELDS, FEED_SERVICE_PATH } from '../../src/contract/feed.ts';
import { QUERY_COST } from '../../src/contract/queryCost.ts';
import { QUERY_PATH } from '../../src/contract/rest.ts';
import { QUERY_BEACON_PATH } from '../../src/contract/tracking.ts';
import { type KeptAnswer, sendKept } from '../compressedAnswer.ts';
import { resolveToken, type TokenOwner } from '../domain/accessTokens.ts';
import { resolveWebToken } from '../domain/webTokens.ts';
import { ApiError } from '../errors.ts';
import { logDroppedReport } from '../http/outboxDropped.ts';
import { limitQueryRequest } from '../http/requestLimit.ts';
import { bearerToken } from '../http/requestToken.ts';
import { badDocumentProblem, badTextProblem } from '../http/schemaValidation.ts';
import { chatRatings, heatMap, interviews, preferredModels, recommendedFavoriteModels, recommendedModels, topCams } from './actors.ts';
import { albumView, dislike, like, recommendedVideos } from './albums.ts';
import { bonusModels, claimDailyBonus, consumedOffers, dailyBonus, featureFeedback } from './bonus.ts';
import { blogPosts, categories, chatShows, contests, tvCurrentProgram, tvEpisodes, tvSeries } from './content.ts';
import { type QueryContext, queryContextFor } from './context.ts';
import { isTooComplex, queryCost, tooComplexMessage } from './cost.ts';
import { execute } from './execute.ts';
import { buyPost, commentPost, deleteComment, feed, feedTotals, likePost, tipPost, unlikePost, viewedPost } from './feed.ts';
import { firstVisitToken } from './firstVisit.ts';
import {
  claimActorGiftCalendar,
  claimLoyaltyPointsReward,
  gameConfig,
  loyaltyPointsReward,
  redeemGameReward,
  useGameAttempt,
} from './games.ts';
import {
  ageCheckBonusAvailability,
  bonusCode,
  remaining,
  requestAgeCheckPayLink,
  startPinCallVerification,
  verifyPin,
} from './guestService.ts';
import {
  addToPlaylist,
  archiveMedia,
  createPlaylist,
  deletePlaylist,
  feedMedia,
  mediathek,
  movePlaylistItem,
  playlists,
  removeFromPlaylist,
  renamePlaylist,
  savePlaylist,
} from './library.ts';
import { categoryBySlug, favoritesOnlineCount, listing } from './listings.ts';
import {
  conversionChatActors,
  freePreview,
  freePreviewDecline,
  freePreviewInit,
  guestChatVideoTime,
  startAnonymousVoicecallChat,
  stopAnonymousVoicecallChat,
} from './liveChat.ts';
import {
  boughtGiftsOf,
  gifts,
  guestUnreadMessageCount,
  messengerChannels,
  messengerContent,
  messengerMedia,
  navbarMessages,
  touchMessengerChannel,
  toyControls,
} from './messenger.ts';
import { models, pinnedModels } from './models.ts';
import { collections, interactiveContent, mediathekRecommendations } from './queryItems.ts';
import { schema } from './schema.ts';
import {
  globalSearch,
  popularTags,
  searchActors,
  searchBlog,
  searchMediathek,
  searchPhotos,
  searchSuggestions,
  searchTv,
  searchVideos,
  storeSearchPattern,
  tagSuggestion,
} from './search.ts';
import { banners, eventConfig, sidebarData } from './siteItems.ts';
import { buyChatTicket, chatTickets, removeChatTicket } from './tickets.ts';
import { createWebToken, trackEvent } from './tracking.ts';
import { videoStars, videos } from './videos.ts';

const rootValue = {
  preferredModels,
  recommendedModels,
  interviews,
  chatRatings,
  heatMap,
  topCams,
  recommendedFavoriteModels,
  listing,
  categoryBySlug,
  favoritesOnlineCount,
  mediathek,
  feedMedia,
  playlists,
  createPlaylist,
  renamePlaylist,
  deletePlaylist,
  addToPlaylist,
  removeFromPlaylist,
  movePlaylistItem,
  savePlaylist,
  archiveMedia,
  like,
  dislike,
  albumView,
  recommendedVideos,
  chatTickets,
  buyChatTicket,
  removeChatTicket,
  startAnonymousVoicecallChat,
  stopAnonymousVoicecallChat,
  guestChatVideoTime,
  conversionChatActors,
  freePreview,
  freePreviewInit,
  freePreviewDecline,
  messengerChannels,
  messengerContent,
  guestUnreadMessageCount,
  navbarMessages,
  gifts,
  boughtGifts: boughtGiftsOf,
  toyControls,
  touchMessengerChannel,
  messengerMedia,
  models,
  pinnedModels,
  videos,
  videoStars,
  chatShows,
  dailyBonus,
  contests,
  categories,
  blogPosts,
  tvSeries,
  tvCurrentProgram,
  tvEpisodes,
  ageCheckBonusAvailability,
  bonusCode,
  remainingBonusCodes: remaining,
  startPinCallVerification,
  verifyPin,
  requestAgeCheckPayLink,
  trackEvent,
  createWebToken,
  globalSearch,
  searchSuggestions,
  searchActors,
  searchVideos,
  searchPhotos,
  searchTv,
  searchBlog,
  searchMediathek,
  storeSearchPattern,
  tagSuggestion,
  popularTags,
  feed,
  feedTotals,
  viewedPost,
  buyPost,
  likePost,
  unlikePost,
  commentPost,
  deleteComment,
  tipPost,
  gameConfig,
  useGameAttempt,
  redeemGameReward,
  claimActorGiftCalendar,
  loyaltyPointsReward,
  claimLoyaltyPointsReward,
  consumedOffers,
  bonusModels,
  claimDailyBonus,
  featureFeedback,
  collections,
  mediathekRecommendations,
  interactiveContent,
  sidebarData,
  banners,
  eventConfig,
};

type Resolver = (args: Record<string, unknown>, ctx: QueryContext, info: unknown) => unknown;

/**
 * The resolvers of a logged-in guest's reads: a root field that reads nothing of the guest (its
 * id, token, bus or search state) is the same for every guest of the language and is kept in the
 * answer cache (issue 23); one that reads the guest is computed for each request, as before. The
 * lists that hold a guest's part (videos, collections) keep their public part themselves.
 */
const personalFields = new Set<string>();
const PERSONAL_FIELDS_KEPT = 5_000;
const publicRootValue = Object.fromEntries(
  Object.entries(rootValue).map(([name, resolve]) => [
    name,
    async (args: Record<string, unknown>, ctx: QueryContext, info: unknown) => {
      const key = `root\n${name}\n${ctx.language}\n${JSON.stringify(args)}`;
      // A field that read the guest once reads them every time (the same code path): computed as it is.
      if (personalFields.has(key)) return (resolve as Resolver)(args, ctx, info);
      const kept = await ctx.answers.get(
        key,
        async () => {
          let personal = false;
          const value = await (resolve as Resolver)(
            args,
            personalReadsNoted(ctx, ['guestId', 'tokenHash', 'bus', 'search'], () => (personal = true)),
            info,
          );
          if (personal) {
            if (personalFields.size >= PERSONAL_FIELDS_KEPT) personalFields.clear();
            personalFields.add(key);
          }
          return { value, personal };
        },
        (answer) => !answer.personal,
      );
      return kept.value;
    },
  ]),
) as unknown as typeof rootValue;

/**
 * Parsed documents by source text, with their validation once checked: clients send the same
 * few queries again and again. A document's cost is checked between the two (it depends on the
 * variables), so a costly one is refused before the validation's work is spent on it.
 */
interface Prepared {
  document: DocumentNode | null;
  /** Syntax errors, or the validation's errors once validated. */
  errors?: readonly GraphQLError[];
  /** The cost by operation name and variables (as JSON): the same few pairs come again and again. */
  costs?: Map<string, ReturnType<typeof queryCost>>;
}
const COSTS_PER_DOCUMENT = 50;

/** A document's cost for these variables, measured once per pair. */
function costOf(
  prepared: Prepared,
  document: DocumentNode,
  variablesText: string,
  variables: QueryBody['variables'],
  operationName: string | null | undefined,
) {
  const key = `${operationName ?? ''}\n${variablesText}`;
  prepared.costs ??= new Map();
  let measured = prepared.costs.get(key);
  if (!measured) {
    measured = queryCost(schema, document, variables, operationName);
    if (prepared.costs.size >= COSTS_PER_DOCUMENT) prepared.costs.delete(prepared.costs.keys().next().value!);
    prepared.costs.set(key, measured);
  }
  return measured;
}
const documents = new Map<string, Prepared>();
const DOCUMENT_CACHE_SIZE = 200;

function parsed(source: string): Prepared {
  const cached = documents.get(source);
  if (cached) return cached;
  let prepared: Prepared;
  try {
    prepared = { document: parse(source, { maxTokens: 2000 }) };
  } catch (error) {
    prepared = { document: null, errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
  }
  if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value as string);
  documents.set(source, prepared);
  return prepared;
}

/** The validation's errors of a parsed document, checked once. */
/**
 * GraphQL's rules plus no introspection (ASVS 4.3.2): the query service serves our app only, and
 * the app sends fixed documents; `__typename` stays allowed.
 */
const VALIDATION_RULES = [...specifiedRules, NoSchemaIntrospectionCustomRule];

function validationErrors(prepared: Prepared, document: DocumentNode): readonly GraphQLError[] {
  prepared.errors ??= validate(schema, document, VALIDATION_RULES);
  return prepared.errors;
}

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
}

interface QueryBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** GraphQL-over-HTTP's map for what is not GraphQL: the beacon form's web token. */
  extensions?: { webToken?: string } | null;
}
type QueryRequest = FastifyRequest<{ Body: QueryBody; Querystring: { language?: string } }>;

const routeSchema = {
  querystring: { type: 'object', properties: { language: { type: 'string' } } },
  body: {
    type: 'object',
    required: ['query'],
    additionalProperties: false,
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 20000 },
      variables: { type: ['object', 'null'] },
      operationName: { type: ['string', 'null'], maxLength: 200 },
      extensions: { type: ['object', 'null'], properties: { webToken: { type: 'string', maxLength: 200 } } },
    },
  },
};

/** Whether a document's operation only tracks events: all a web token may run. */
function onlyTracksEvents(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    operation?.operation === 'mutation' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === 'trackEvent')
  );
}

const FEED_FIELD_NAMES: readonly string[] = Object.values(FEED_SERVICE_FIELDS);

/** Whether a document's operation asks for the feed service's fields only (and __typename). */
function onlyFeedFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    !!operation &&
    operation.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && (FEED_FIELD_NAMES.includes(s.name.value) || s.name.value === '__typename'),
    )
  );
}

/** What a request may run: everything, the beacon's trackEvent, or the feed service's operations. */
type QueryScope = 'all' | 'tracking' | 'feed';

/** Runs a request's document for a token's owner and sends GraphQL's answer. */
async function answer(app: FastifyInstance, request: QueryRequest, reply: FastifyReply, owner: TokenOwner, scope: QueryScope) {
  // The service worker's outbox reports here too when a trackEvent is the next call through.
  logDroppedReport(request);
  // spec part 1 §1: any other language falls back to English.
  const language = isLanguage(request.query.language) ? request.query.language : DEFAULT_LANGUAGE;
  const prepared = parsed(request.body.query);
  const invalid = (errors: readonly GraphQLError[]) =>
    reply.status(400).send({ errors: errors.map((e) => ({ message: e.message, extensions: { code: 'VALIDATION_FAILED' } })) });
  if (!prepared.document) return invalid(prepared.errors ?? []);
  const document = prepared.document;
  // The cost limit (issue 19): an expensive document is refused before anything else is spent on it.
  const variablesText = JSON.stringify(request.body.variables ?? {});
  const measured = costOf(prepared, document, variablesText, request.body.variables, request.body.operationName);
  if (isTooComplex(measured)) {
    return reply.status(ERROR_STATUS.QUERY_TOO_COMPLEX).send({
      errors: [
        { message: tooComplexMessage(measured), extensions: { code: 'QUERY_TOO_COMPLEX', cost: measured.cost, limit: QUERY_COST.limit } },
      ],
    });
  }
  const validation = validationErrors(prepared, document);
  if (validation.length) return invalid(validation);
  if (scope === 'tracking' && !onlyTracksEvents(document, request.body.operationName)) {
    return fail(reply, 403, 'FORBIDDEN', 'A web token runs nothing but the trackEvent mutation.');
  }
  if (scope === 'feed' && !onlyFeedFields(document, request.body.operationName)) {
    return fail(reply, 403, 'FORBIDDEN', `The feed service runs only ${FEED_FIELD_NAMES.join(', ')}.`);
  }
  const operation = getOperationAST(document, request.body.operationName);
  // An anonymous guest's read is the same for every anonymous guest of a language: answered
  // from the answer cache (issue 23) unless it turns out to depend on the token.
  if (owner.guestId === null && scope === 'all' && operation?.operation === 'query') {
    const key = `${language}\n${request.body.operationName ?? ''}\n${variablesText}\n${request.body.query}`;
    const answered = await app.answers.get(
      key,
      () => run(app, request, document, queryContextFor(app, request, owner, language), true, rootValue),
      (ran) => ran.public && ran.status === 200,
    );
    return sendKept(reply, answered, request.headers['accept-encoding']);
  }
  const ran = await run(
    app,
    request,
    document,
    queryContextFor(app, request, owner, language),
    false,
    operation?.operation === 'query' ? publicRootValue : rootValue,
  );
  return reply.status(ran.status).type('application/json; charset=utf-8').send(ran.body);
}

interface Ran extends KeptAnswer {
  status: number;
  /** The answer as JSON text. */
  body: string;
  /** Whether it read nothing of the token it ran for (the token, the bus, the search engine's per-guest state). */
  public: boolean;
}

/** Executes a request's document and makes GraphQL's answer; `watch` notes whether a resolver read the token's own things. */
async function run(
  app: FastifyInstance,
  request: QueryRequest,
  document: DocumentNode,
  context: QueryContext,
  watch: boolean,
  root: typeof rootValue,
): Promise<Ran> {
  let isPublic = true;
  const contextValue = watch ? personalReadsNoted(context, ['tokenHash', 'bus', 'search'], () => (isPublic = false)) : context;
  const result = await execute({
    schema,
    document,
    rootValue: root,
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
      return {
        message: original.message,
        path: error.path,
        extensions: { code: original.code, ...(original.details === undefined ? {} : { details: original.details }) },
      };
    }
    // GraphQL's own refusals while executing (a null for a non-null argument) are the caller's too.
    const code =
      (error.extensions?.code as string | undefined) ??
      (error.path && !(original instanceof GraphQLError) ? 'INTERNAL' : 'VALIDATION_FAILED');
    if (code === 'INTERNAL') request.log.error({ err: error.originalError }, 'query resolver failed');
    return { message: code === 'INTERNAL' ? 'Something went wrong on our side.' : error.message, path: error.path, extensions: { code } };
  });
  const status = errors?.some((e) => e.extensions.code === 'RATE_LIMITED') ? 429 : result.data ? 200 : 400;
  const body = JSON.stringify(errors?.length ? { data: result.data ?? null, errors } : { data: result.data });
  return { status, body, public: isPublic && !errors?.length };
}

/**
 * The context with its per-token parts watched: reading the token's hash (a rate limit, a
 * ticket), the bus (a mutation's event) or the search engine (its rate limits and stored
 * patterns) makes the answer the token's own, never served to another.
 */
function personalReadsNoted(context: QueryContext, names: readonly (keyof QueryContext)[], noted: () => void): QueryContext {
  const watched = { ...context };
  for (const name of names) {
    Object.defineProperty(watched, name, {
      enumerable: true,
      get() {
        noted();
        return context[name];
      },
    });
  }
  return watched;
}

/** The query service (spec part 2 §7.10): POST, bearer token, language parameter. */
export async function queryRoutes(app: FastifyInstance): Promise<void> {
  // The request rate limit (issue 19), before the body is read: per token, or per address.
  app.addHook('onRequest', limitQueryRequest);
  // A NUL character or an unpaired surrogate in a variable or a string literal failed a resolver (a 500 on PostgreSQL).
  app.addHook('preValidation', async (request, reply) => {
    const document = (request.body as { query?: unknown } | undefined)?.query;
    const problem = badTextProblem(request) ?? (typeof document === 'string' ? badDocumentProblem(document) : null);
    if (problem) return fail(reply, 400, 'VALIDATION_FAILED', problem);
  });

  app.post(QUERY_PATH, { schema: routeSchema }, async (request: QueryRequest, reply) => {
    const token = bearerToken(request.headers.authorization) ?? (await firstVisitToken(request, reply));
    if (!token) return fail(reply, 401, 'MISSING_TOKEN', ERROR_MESSAGE.missingVxqlToken);
    const owner = await resolveToken(app.db, token, app.config.tokenLifetimes);
    if (!owner) return fail(reply, 401, 'INVALID_TOKEN', 'The access token is unknown, malformed, expired or revoked.');
    return answer(app, request, reply, owner, 'all');
  });

  // The feed service (spec part 2 §6, §7.10): the feed's operations only, and the feed
  // authorization token is empty for an anonymous guest, who reads the feed as nobody.
  app.post(FEED_SERVICE_PATH, { schema: routeSchema }, async (request: QueryRequest, reply) => {
    const token = bearerToken(request.headers.authorization);
    const owner = token ? await resolveToken(app.db, token, app.config.tokenLifetimes) : { guestId: null, tokenHash: '' };
    if (!owner)
      return fail(
        reply,
        401,
        'INVALID_TOKEN',
        'The feed authorization token is unknown, malformed, expired or revoked: send the access token, or none when anonymous.',
      );
    return answer(app, request, reply, owner, 'feed');
  });

  // The beacon form of trackEvent (spec part 2 §7.6): navigator.sendBeacon posts a text/plain
  // body (a type that needs no preflight) and no headers of ours, so the same JSON comes as text
  // and carries a web token (createWebToken) in `extensions`. The browser ignores the answer;
  // the event is checked and stored all the same.
  await app.register(async (beacon) => {
    beacon.removeContentTypeParser('text/plain');
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, beacon.getDefaultJsonParser('error', 'error'));
    beacon.post(QUERY_BEACON_PATH, { schema: routeSchema }, async (request: QueryRequest, reply) => {
      const webToken = request.body.extensions?.webToken;
      if (!webToken) return fail(reply, 401, 'MISSING_TOKEN', ERROR_MESSAGE.missingVxqlToken);
      const owner = await resolveWebToken(app.db, webToken, app.config.tokenLifetimes);
      if (!owner)
        return fail(
          reply,
          401,
          'INVALID_TOKEN',
          'The web token is unknown, expired or its access token revoked: get a new one from createWebToken.',
        );
      return answer(app, request, reply, owner, 'tracking');
    });
  });
}
