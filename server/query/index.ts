// The query service's routes (spec part 2 §7.10): the query, feed and beacon endpoints, each
// checking its token and running the request's document for the token's owner.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, getOperationAST } from 'graphql';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/contract/enums.ts';
import { ERROR_MESSAGE, ERROR_STATUS } from '../../src/contract/errors.ts';
import { FEED_SERVICE_PATH } from '../../src/contract/feed.ts';
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
import { type QueryContext, queryContextFor } from './context.ts';
import { isTooComplex, tooComplexMessage } from './cost.ts';
import { costOf, FEED_FIELD_NAMES, onlyFeedFields, onlyTracksEvents, parsed, validationErrors } from './documents.ts';
import { execute } from './execute.ts';
import { firstVisitToken } from './firstVisit.ts';
import { personalReadsNoted, publicRootValue, rootValue } from './rootValue.ts';
import { schema } from './schema.ts';

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
