// The event-tracking mutation (spec part 2 §7.6) and the web token of its beacon form. The app
// sends events only with analytics consent and a tracker address (spec part 1 §5); an event may
// arrive late, and more than once, from the service worker's outbox: its eventId stores it once.
import { GraphQLError } from 'graphql';
import { FLOAT_MEASURES, INT_MEASURES, type TrackingEvent, trackingEventProblem } from '../../src/contract/tracking.ts';
import { issueWebToken } from '../domain/webTokens.ts';
import type { QueryContext } from './context.ts';

export const TRACKING_QUERY_FIELDS = /* GraphQL */ `
    "Stores one tracking event (spec part 2 §7.6), once per eventId: true when it is stored, now or before."
    trackEvent(event: TrackingEventInput!): Boolean!
    "A web token for trackEvent's beacon form (POST /api/vxql/beacon, which cannot carry a bearer header); good for nothing else."
    createWebToken: WebToken!`;

export const TRACKING_QUERY_TYPES = /* GraphQL */ `
  "Limits in src/contract/tracking.ts: type and source are names, context at most 200 characters, data a JSON object of at most 4000."
  input TrackingEventInput {
    eventId: String!
    "Epoch milliseconds, within the last 30 days."
    timestamp: Float!
    type: String!
    source: String!
    context: String
    data: String
    ${INT_MEASURES.map((field) => `${field}: Int`).join(' ')}
    ${FLOAT_MEASURES.map((field) => `${field}: Float`).join(' ')}
  }
  "expiresAt: epoch milliseconds."
  type WebToken { token: String! expiresAt: Float! }
`;

export async function trackEvent(args: { event: TrackingEvent }, ctx: QueryContext) {
  const { event } = args;
  const problem = trackingEventProblem(event, ctx.now);
  if (problem) throw new GraphQLError(problem, { extensions: { code: 'VALIDATION_FAILED' } });
  const measures = Object.fromEntries([...INT_MEASURES, ...FLOAT_MEASURES].map((field) => [field, event[field] ?? null]));
  await ctx.db
    .insertInto('eventTracking')
    .values({
      eventId: event.eventId,
      guestId: ctx.guestId,
      occurredAt: event.timestamp,
      receivedAt: ctx.now,
      type: event.type,
      source: event.source,
      context: event.context ?? null,
      data: event.data ?? null,
      ...measures,
    })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .execute();
  return true;
}

export function createWebToken(_args: unknown, ctx: QueryContext) {
  return issueWebToken(ctx.db, ctx.tokenHash, ctx.now);
}
