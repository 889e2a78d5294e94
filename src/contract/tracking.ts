// The event-tracking mutation of the query service (spec part 2 §7.6): one event with a
// timestamp, type, source, context, data, five integer and five float measures. It goes as a
// POST with the bearer token, or, while the page is being hidden or unloaded, as a beacon
// (navigator.sendBeacon cannot set headers) with a web token: short-lived, good for nothing but
// this mutation. Each event carries its own id, so a replay (the service worker's outbox, a
// retry) is stored once. The server checks every rule here (server/query/tracking.ts); the app
// builds events that keep them (src/features/tracking/).

import { OUTBOX_ID_PATTERN } from './offline.ts';
import { QUERY_PATH } from './rest.ts';

/** The beacon form: a sibling of the query service's address that also reads a text/plain body. */
export const beaconPathOf = (queryPath: string) => `${queryPath}/beacon`;
export const QUERY_BEACON_PATH = beaconPathOf(QUERY_PATH);

/** The operation name the service worker's outbox takes from the query service (sw/outbox.ts). */
export const TRACK_EVENT_OPERATION = 'TrackEvent';
export const TRACK_EVENT_MUTATION = /* GraphQL */ `mutation ${TRACK_EVENT_OPERATION}($event: TrackingEventInput!) { trackEvent(event: $event) }`;
export const CREATE_WEB_TOKEN_MUTATION = /* GraphQL */ 'mutation CreateWebToken { createWebToken { token expiresAt } }';

export const INT_MEASURES = ['int1', 'int2', 'int3', 'int4', 'int5'] as const;
export const FLOAT_MEASURES = ['float1', 'float2', 'float3', 'float4', 'float5'] as const;
export type IntMeasure = (typeof INT_MEASURES)[number];
export type FloatMeasure = (typeof FLOAT_MEASURES)[number];

export type TrackingEvent = {
  /** Chosen by the sender, 8-64 of [A-Za-z0-9_-]: the same event sent again is stored once. */
  eventId: string;
  /** When it happened, epoch milliseconds (the sender's clock). */
  timestamp: number;
  /** What happened, e.g. pageView. */
  type: string;
  /** Where: web, or pwa for the installed app. */
  source: string;
  /** On what, e.g. the route id. */
  context?: string | null;
  /** A JSON object as text. */
  data?: string | null;
} & Partial<Record<IntMeasure | FloatMeasure, number | null>>;

export interface WebToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** eventData of tracker/track and data of the mutation, as JSON: an event, not a document. */
export const EVENT_DATA_MAX_CHARS = 4_000;

export const TRACKING_LIMITS = {
  /** type and source: a name, letters first. */
  nameChars: 64,
  contextChars: 200,
  dataChars: EVENT_DATA_MAX_CHARS,
  /** Events queued offline may arrive late, but not from another month. */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  /** A sender's clock may run ahead a little. */
  maxAheadMs: 24 * 60 * 60 * 1000,
} as const;

/** A web token lives two hours; the app gets a new one when less than half an hour is left. */
export const WEB_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const WEB_TOKEN_RENEW_MS = 30 * 60 * 1000;

const NAME = new RegExp(`^[A-Za-z][A-Za-z0-9_.:-]{0,${TRACKING_LIMITS.nameChars - 1}}$`);
const INT32 = 2 ** 31;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** What is wrong with an event, as a sentence for the developer; null when it may be stored. */
export function trackingEventProblem(event: TrackingEvent, now: number): string | null {
  if (!OUTBOX_ID_PATTERN.test(event.eventId)) return 'eventId must be 8 to 64 letters, digits, - or _.';
  if (
    !Number.isSafeInteger(event.timestamp) ||
    event.timestamp < now - TRACKING_LIMITS.maxAgeMs ||
    event.timestamp > now + TRACKING_LIMITS.maxAheadMs
  ) {
    return 'timestamp must be epoch milliseconds within the last 30 days (at most a day ahead).';
  }
  for (const field of ['type', 'source'] as const) {
    if (!NAME.test(event[field]))
      return `${field} must be a name of 1 to ${TRACKING_LIMITS.nameChars} letters, digits, _ . : or -, a letter first.`;
  }
  if (event.context != null && event.context.length > TRACKING_LIMITS.contextChars)
    return `context is at most ${TRACKING_LIMITS.contextChars} characters.`;
  if (event.data != null && (event.data.length > TRACKING_LIMITS.dataChars || !isJsonObject(event.data))) {
    return `data must be a JSON object of at most ${TRACKING_LIMITS.dataChars} characters.`;
  }
  for (const field of INT_MEASURES) {
    const value = event[field];
    if (value != null && !(Number.isInteger(value) && value >= -INT32 && value < INT32)) return `${field} must be a 32-bit integer.`;
  }
  for (const field of FLOAT_MEASURES) {
    const value = event[field];
    if (value != null && !Number.isFinite(value)) return `${field} must be a finite number.`;
  }
  return null;
}
