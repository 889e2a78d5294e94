// Log calls of the browser (spec part 2 §7.6): network state, socket closes and messenger
// errors, each with the browser's time and its difference to server time. They become
// structured log lines (pino, JSON) so operators can follow a guest's connection trouble;
// nothing is stored. The client queues them while offline and flushes them when back online.
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { integer, number, object, oneOf, type RouteTypes, shapeOf, string } from '../schemas/json.ts';

/** jsTime: epoch ms of the browser; timeDiff: ms between browser and server clock. */
const timing = { jsTime: number(0), timeDiff: number() };
const text = (maxLength: number) => string(undefined, maxLength);

const browserOnline = { body: shapeOf<RestPayload<'logger/browserOnline'>>()(object({ status: oneOf('online', 'offline'), ...timing })) };
const websocketConnectionError = {
  body: shapeOf<RestPayload<'logger/websocketConnectionError'>>()(
    object({
      connectionAttempt: integer(0),
      error: text(2_000),
      // WebSocket close codes are 1000-4999; 0 when the socket never opened.
      errorCode: integer(0, 4999),
      errorReason: text(2_000),
      websocketType: text(50),
      ...timing,
    }),
  ),
};
const vxmessengerError = { body: shapeOf<RestPayload<'logger/vxmessengerError'>>()(object({ message: text(2_000), ...timing })) };

export async function loggerRoutes(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ area: 'browser' });
  const logged = { success: true } as const;

  app.post<RouteTypes<typeof browserOnline>>(
    '/logger/browserOnline',
    { config: { outbox: true }, schema: browserOnline },
    async (request) => {
      const { status, jsTime, timeDiff } = request.body;
      log.info({ log: 'browserOnline', status, jsTime, timeDiff, reqId: request.id }, `browser went ${status}`);
      return logged;
    },
  );

  app.post<RouteTypes<typeof websocketConnectionError>>(
    '/logger/websocketConnectionError',
    { config: { outbox: true }, schema: websocketConnectionError },
    async (request) => {
      const { connectionAttempt, error, errorCode, errorReason, websocketType, jsTime, timeDiff } = request.body;
      log.warn(
        {
          log: 'websocketConnectionError',
          connectionAttempt,
          error,
          errorCode,
          errorReason,
          websocketType,
          jsTime,
          timeDiff,
          reqId: request.id,
        },
        `browser socket closed with ${errorCode}`,
      );
      return logged;
    },
  );

  app.post<RouteTypes<typeof vxmessengerError>>(
    '/logger/vxmessengerError',
    { config: { outbox: true }, schema: vxmessengerError },
    async (request) => {
      const { message, jsTime, timeDiff } = request.body;
      log.warn({ log: 'vxmessengerError', message, jsTime, timeDiff, reqId: request.id }, 'browser messenger error');
      return logged;
    },
  );
}
