// REST: guest/sendVideoShareEmail (spec part 2 §7.1; method and payload not shown: POST albumId,
// emailAddress, optional message). The rules live in server/domain/videoShare.ts.
import type { FastifyInstance } from 'fastify';
import { VIDEO_SHARE } from '../../src/contract/videoShare.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { shareVideoByEmail } from '../domain/videoShare.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const shareBody = {
  type: 'object',
  required: ['albumId', 'emailAddress'],
  additionalProperties: false,
  properties: {
    albumId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    emailAddress: { type: 'string', minLength: 3, maxLength: 254 },
    // characters may be several UTF-16 units: the domain counts them exactly
    message: { type: 'string', maxLength: VIDEO_SHARE.messageMaxChars * 2 },
    language: { type: 'string', maxLength: 8 },
  },
};

export const videoShareRoutes = loggedIn(async (app: FastifyInstance) => {
  const origin = app.config.appOrigins[0] ?? `http://127.0.0.1:${app.config.port}`;
  const log = app.log.child({ area: 'mail' });
  app.post<{ Body: RestPayload<'guest/sendVideoShareEmail'> }>('/guest/sendVideoShareEmail', { schema: { body: shareBody } }, async (request) => {
    await shareVideoByEmail(app.db, log, origin, { guestId: request.guestId, ...request.body, language: requestLanguage(request) });
    return { success: true };
  });
});
