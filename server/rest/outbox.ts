// Calls the service worker's outbox may send again (PWA issue: logger/*, tracker/*): each carries
// its id in `x-outbox-id`, and the first request with an id leaves a receipt, so a replay (the
// worker stopped before it saw the answer, or retried after a timeout) counts once. A call that
// fails gives its receipt back, so its retry is done for real. Routes opt in with
// `config: { outbox: true }`; a request without the header is handled as usual. The query
// service's trackEvent needs no receipt: each event carries its own id (server/query/tracking.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_ID_PATTERN } from '../../src/contract/offline.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import { logDroppedReport } from '../http/outboxDropped.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call may come from the service worker's outbox, with an x-outbox-id. */
    outbox?: boolean;
  }
  interface FastifyRequest {
    /** The outbox id this request took a receipt for; null otherwise. */
    outboxReceipt: string | null;
  }
}

const OUTBOX_ID_HEADER = 'x-outbox-id';
/** Receipts are kept this long: far beyond any queue's life (the worker drops older entries). */
const RECEIPT_DAYS = 7;
const SWEEP_EVERY = 500;

function outboxId(request: FastifyRequest): string | null {
  const value = request.headers[OUTBOX_ID_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !OUTBOX_ID_PATTERN.test(value))
    throw new ApiError('VALIDATION_FAILED', `${OUTBOX_ID_HEADER} must be 8 to 64 letters, digits, - or _.`);
  return value;
}

async function outboxPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('outboxReceipt', null);
  let inserts = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.outbox) return;
    logDroppedReport(request);
    const id = outboxId(request);
    if (id === null) return;
    const now = Date.now();
    try {
      await app.db.insertInto('outboxReceipts').values({ id, receivedAt: now }).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return reply.send({ success: true, duplicate: true });
    }
    request.outboxReceipt = id;
    if (++inserts % SWEEP_EVERY === 0) {
      await app.db
        .deleteFrom('outboxReceipts')
        .where('receivedAt', '<', now - RECEIPT_DAYS * 24 * 60 * 60 * 1000)
        .execute();
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.outboxReceipt !== null && reply.statusCode >= 400) {
      await app.db.deleteFrom('outboxReceipts').where('id', '=', request.outboxReceipt).execute();
    }
  });
}

export const outboxReceipts = fp(outboxPlugin, { name: 'outbox-receipts' });
