// Internal and test routes (spec part 1 §6, part 2 §7.9; access rules not shown in spec:
// chosen). They exist only when INTERNAL_TOKEN is configured, answering 404 otherwise, and
// every call must carry that token in the `x-internal-token` header. They skip the guest
// access-token guard. Bodies are checked strictly (no type coercion) with server/schemas/validate.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ApiError, errorAnswer } from '../errors.ts';
import type { JsonSchema } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import { internalAccountRoutes } from './accounts.ts';
import { internalActorRoutes } from './actors.ts';
import { internalChatRoutes } from './chat.ts';
import { internalGuestRoutes } from './guests.ts';
import { internalMailRoutes } from './mails.ts';
import { internalMaintenanceRoutes } from './maintenance.ts';
import { internalMessengerRoutes } from './messenger.ts';
import { internalRealtimeRoutes } from './realtime.ts';

const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function isInternalToken(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** Fastify validator for JsonSchema route schemas: refuses instead of coercing. */
const strictValidator: FastifySchemaCompiler<JsonSchema> =
  ({ schema, httpPart }) =>
  (value) => {
    const error = validate(schema, value, httpPart ?? 'request');
    if (!error) return { value };
    // `validation` makes the app's error handler answer 400 VALIDATION_FAILED.
    return { error: Object.assign(new Error(error), { validation: [{ message: error }] }) };
  };

export async function internalRoutes(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(strictValidator);
  app.addHook('onRequest', async (request, reply) => {
    const expected = app.config.internalToken;
    if (!expected) {
      const pathname = request.url.split('?')[0];
      return reply.status(404).send(errorAnswer('NOT_FOUND', `No route ${request.method} ${pathname}`));
    }
    if (!isInternalToken(request.headers[INTERNAL_TOKEN_HEADER], expected)) {
      throw new ApiError('FORBIDDEN', `Internal routes need the ${INTERNAL_TOKEN_HEADER} header with the configured INTERNAL_TOKEN.`);
    }
  });
  await app.register(internalRealtimeRoutes);
  await app.register(internalAccountRoutes);
  await app.register(internalGuestRoutes);
  await app.register(internalActorRoutes);
  await app.register(internalMessengerRoutes);
  await app.register(internalChatRoutes);
  await app.register(internalMaintenanceRoutes);
  await app.register(internalMailRoutes);
}
