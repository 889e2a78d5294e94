// REST: guest/sendVideoShareEmail (spec part 2 §7.1; method and payload not shown: POST albumId,
// emailAddress, optional message). The rules live in server/domain/videoShare.ts.
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { VIDEO_SHARE } from '../../src/contract/videoShare.ts';
import { shareVideoByEmail } from '../domain/videoShare.ts';
import { id } from '../schemas/common.ts';
import { object, type RouteTypes, string, within } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

// The body may also carry a language beyond the contract's payload; the mail uses the query string's (requestLanguage).
const share = {
  body: within<RestPayload<'guest/sendVideoShareEmail'>>()(
    object(
      {
        albumId: id,
        emailAddress: string(3, 254),
        // characters may be several UTF-16 units: the domain counts them exactly
        message: string(undefined, VIDEO_SHARE.messageMaxChars * 2),
        language: string(undefined, 8),
      },
      ['message', 'language'],
    ),
  ),
};

export const videoShareRoutes = loggedIn(async (app: FastifyInstance) => {
  const origin = app.config.appOrigins[0] ?? `http://127.0.0.1:${app.config.port}`;
  const log = app.log.child({ area: 'mail' });
  app.post<RouteTypes<typeof share>>('/guest/sendVideoShareEmail', { schema: share }, async (request) => {
    await shareVideoByEmail(app.db, log, origin, { guestId: request.guestId, ...request.body, language: requestLanguage(request) });
    return { success: true };
  });
});
