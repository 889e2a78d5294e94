import { GraphQLError } from 'graphql';
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { AnswerCache } from '../answerCache.ts';
import type { Database } from '../db/schema.ts';
import type { TokenLifetimes } from '../domain/accessTokens.ts';
import type { EventBus } from '../realtime/bus.ts';
import type { Searcher } from '../search/search.ts';

export interface QueryContext {
  db: Kysely<Database>;
  guestId: number | null;
  /** The hash of the access token the call acts for (a web token acts for the one it was issued for). */
  tokenHash: string;
  language: Language;
  now: number;
  /** The request's logger (the pin call's sandbox line). */
  log: { info(obj: object, msg: string): void };
  /** Public origin of the checkout frame (the age check's pay link). */
  checkoutOrigin: string;
  /** The event bus: what a mutation changes reaches the guest's tabs (balance after a ticket). */
  bus: EventBus;
  /** The search engine (server/search/). */
  search: Searcher;
  /** The access tokens' lifetimes (a token passed as an argument is resolved with them). */
  tokenLifetimes: TokenLifetimes;
  /** The answer caches (server/answerCache.ts): public parts computed once. */
  answers: AnswerCache;
  /** What the resolvers of one request share (a batch of the guest's holdings). */
  perRequest: Map<string, unknown>;
}

/** The context of a call made for a token's owner (the query service, and REST calls that answer as it does). */
export function queryContextFor(
  app: {
    db: Kysely<Database>;
    config: { checkoutOrigin: string; tokenLifetimes: TokenLifetimes };
    bus: EventBus;
    searcher: Searcher;
    answers: AnswerCache;
  },
  request: { log: QueryContext['log'] },
  owner: { guestId: number | null; tokenHash: string },
  language: Language,
): QueryContext {
  return {
    db: app.db,
    guestId: owner.guestId,
    tokenHash: owner.tokenHash,
    language,
    now: Date.now(),
    log: request.log,
    checkoutOrigin: app.config.checkoutOrigin,
    bus: app.bus,
    search: app.searcher,
    tokenLifetimes: app.config.tokenLifetimes,
    answers: app.answers,
    perRequest: new Map(),
  };
}

/**
 * The public part of an answer (the same for every guest of the language), computed once and
 * kept until a table it read is written (server/answerCache.ts). `compute` must not read the
 * guest: it runs once for everyone.
 */
export function publicPart<T>(ctx: QueryContext, name: string, args: unknown, compute: () => Promise<T>): Promise<T> {
  return ctx.answers.get(`part\n${name}\n${ctx.language}\n${JSON.stringify(args)}`, compute);
}

/** Paging arguments checked at the boundary: first 1..max, offset 0 or more. */
export function paging(first: number, offset: number, max = 100): { limit: number; offset: number } {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new GraphQLError(`first must be between 1 and ${max}`, { extensions: { code: 'VALIDATION_FAILED' } });
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new GraphQLError('offset must be 0 or more', { extensions: { code: 'VALIDATION_FAILED' } });
  }
  return { limit: first, offset };
}

export const money = (cents: number, currency = 'EUR') => ({ value: cents / 100, currency });
export const bool = (value: number) => value === 1;
export const actorPreview = (id: number, size = 'w320') => `/img/actor/${id}/${size}.svg`;
export const albumPreview = (id: number, size = 'w320') => `/img/album/${id}/${size}.svg`;

/** The logged-in guest behind the request, or UNAUTHORIZED naming what needs one. */
export function loggedInGuestOf(ctx: QueryContext, what: string): number {
  if (ctx.guestId === null)
    throw new GraphQLError(`${what} needs a logged-in guest: log in first.`, { extensions: { code: 'UNAUTHORIZED' } });
  return ctx.guestId;
}

/** A page of rows and the total of the whole list, asked at once, as a `{ total, items }` answer. */
export async function withTotal<R, T>(
  rows: Promise<R[]>,
  count: Promise<{ n: number | string | bigint }>,
  toItem: (row: R) => T,
): Promise<{ total: number; items: T[] }> {
  const [found, counted] = await Promise.all([rows, count]);
  return { total: Number(counted.n), items: found.map(toItem) };
}
