// The service worker's outbox reports the calls it had to drop while offline (sw/outbox.ts) on
// its next call, to a REST route (rest/outbox.ts) or to the query service alike; both log it
// the same way from here (docs/decisions.md, one-way layers).
import type { FastifyRequest } from 'fastify';

const OUTBOX_DROPPED_HEADER = 'x-outbox-dropped';

/** The worker's queue was full while offline: it reports what it had to drop (sw/outbox.ts) with its next call. */
export function logDroppedReport(request: FastifyRequest): void {
  const dropped = Number(request.headers[OUTBOX_DROPPED_HEADER]);
  if (Number.isInteger(dropped) && dropped > 0)
    request.log.warn({ area: 'outbox', dropped }, 'a service worker outbox dropped its oldest entries');
}
