// Log calls of the browser (spec part 2 §7.6): network state, socket closes and messenger
// errors, each with the browser's time and its difference to server time. They become
// structured log lines (pino, JSON) so operators can follow a guest's connection trouble;
// nothing is stored. The client queues them while offline and flushes them when back online.
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';

/** jsTime: epoch ms of the browser; timeDiff: ms between browser and server clock. */
const timing = {
  jsTime: { type: 'number', minimum: 0 },
  timeDiff: { type: 'number' },
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

function bodySchema(properties: Record<string, object>) {
  return { type: 'object', properties: { ...properties, ...timing }, required: [...Object.keys(properties), ...Object.keys(timing)], additionalProperties: false };
}

export async function loggerRoutes(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ area: 'browser' });
  const logged = { success: true } as const;

  app.post<{ Body: RestPayload<'logger/browserOnline'> }>(
    '/logger/browserOnline',
    { config: { outbox: true }, schema: { body: bodySchema({ status: { type: 'string', enum: ['online', 'offline'] } }) } },
    async (request) => {
      const { status, jsTime, timeDiff } = request.body;
      log.info({ log: 'browserOnline', status, jsTime, timeDiff, reqId: request.id }, `browser went ${status}`);
      return logged;
    },
  );

  app.post<{ Body: RestPayload<'logger/websocketConnectionError'> }>(
    '/logger/websocketConnectionError',
    {
      config: { outbox: true },
      schema: {
        body: bodySchema({
          connectionAttempt: { type: 'integer', minimum: 0 },
          error: text(2_000),
          // WebSocket close codes are 1000-4999; 0 when the socket never opened.
          errorCode: { type: 'integer', minimum: 0, maximum: 4999 },
          errorReason: text(2_000),
          websocketType: text(50),
        }),
      },
    },
    async (request) => {
      const { connectionAttempt, error, errorCode, errorReason, websocketType, jsTime, timeDiff } = request.body;
      log.warn(
        { log: 'websocketConnectionError', connectionAttempt, error, errorCode, errorReason, websocketType, jsTime, timeDiff, reqId: request.id },
        `browser socket closed with ${errorCode}`,
      );
      return logged;
    },
  );

  app.post<{ Body: RestPayload<'logger/vxmessengerError'> }>(
    '/logger/vxmessengerError',
    { config: { outbox: true }, schema: { body: bodySchema({ message: text(2_000) }) } },
    async (request) => {
      const { message, jsTime, timeDiff } = request.body;
      log.warn({ log: 'vxmessengerError', message, jsTime, timeDiff, reqId: request.id }, 'browser messenger error');
      return logged;
    },
  );
}
