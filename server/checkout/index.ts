// The checkout origin: a second Fastify instance on its own port (CHECKOUT_PORT, or
// CHECKOUT_ORIGIN in production), sharing the app's database, event bus, config and logger.
// Its own origin keeps the login and card forms out of reach of the app's scripts: the app
// talks to the frame only by window messages. It serves the built frame under /frame/ and the
// frame's JSON API under /api/ (CheckoutCalls of src/contract/checkoutApi.ts).
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { ContractError } from '../../src/contract/errors.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, errorAnswer } from '../errors.ts';
import { faviconRoute } from '../favicon.ts';
import type { EventBus } from '../realtime/bus.ts';
import { accountCalls } from './accountCalls.ts';
import { frameFiles } from './frameFiles.ts';
import { paymentCalls } from './paymentCalls.ts';
import { strictBodyValidator } from './schemas.ts';
import { checkoutSessionGuard } from './sessionGuard.ts';

export interface CheckoutDeps {
  config: Config;
  db: Kysely<Database>;
  bus: EventBus;
  logger: FastifyBaseLogger;
}

/** Builds the checkout origin's server (not listening yet). */
export async function createCheckoutApp(deps: CheckoutDeps): Promise<FastifyInstance> {
  const checkout = Fastify({
    loggerInstance: deps.logger,
    // Card forms and logins are small; nothing larger has a reason to arrive here.
    bodyLimit: 32 * 1024,
    // Only the configured proxies' X-Forwarded-For sets request.ip (TRUST_PROXY; none by default).
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
  }) as unknown as FastifyInstance;
  checkout.decorate('db', deps.db);
  checkout.decorate('config', deps.config);
  checkout.decorate('bus', deps.bus);

  checkout.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError || error instanceof ContractError) {
      return reply.status(error.status).send(errorAnswer(error.code, error.message, error.details));
    }
    if (error.validation) {
      const field = error.validation[0]?.instancePath?.replace(/^\//, '');
      return reply
        .status(400)
        .send(
          errorAnswer(
            'VALIDATION_FAILED',
            `Invalid ${error.validationContext ?? 'request'}: ${error.message}`,
            field ? { field } : undefined,
          ),
        );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorAnswer('BAD_REQUEST', error.message));
    }
    // The error alone: a request body here may hold a password or a card number.
    request.log.error({ err: error }, 'unhandled checkout error');
    return reply.status(500).send(errorAnswer('INTERNAL', 'Something went wrong on our side.'));
  });

  checkout.get('/healthz', async () => ({ status: 'ok' }));
  await checkout.register(faviconRoute);
  await checkout.register(frameFiles);
  await checkout.register(
    async (api) => {
      api.setValidatorCompiler(strictBodyValidator);
      await checkoutSessionGuard(api);
      await api.register(accountCalls);
      await api.register(paymentCalls);
    },
    { prefix: '/api' },
  );
  checkout.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(errorAnswer('NOT_FOUND', `No route ${request.method} ${pathname}`));
  });
  return checkout;
}
