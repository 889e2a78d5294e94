// Internal routes of the guest services' sandbox (tests and the e2e suite drive them): decide a
// pending age check, revoke an accepted one, and let a pin-call verification time out now (error
// code 4).
import type { FastifyInstance } from 'fastify';
import { AVS_REJECT_REASONS } from '../../src/contract/checkout.ts';
import { decidePendingAgeCheck, revokeAgeCheck } from '../domain/avs.ts';
import { setDataProtectionNotice } from '../domain/guestSettings.ts';
import { expirePinCall } from '../domain/pinCall.ts';
import { ApiError } from '../errors.ts';
import { idText } from '../schemas/common.ts';
import { boolean, object, oneOf, type Static } from '../schemas/json.ts';

const guestParams = object({ guestId: idText });
const avsBody = object({ status: oneOf('accepted', 'rejected'), reason: oneOf(...AVS_REJECT_REASONS) }, ['reason']);
const noticeBody = object({ show: boolean });

export async function internalGuestRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true };

  app.post<{ Params: Static<typeof guestParams>; Body: Static<typeof avsBody> }>(
    '/internal/guests/:guestId/avs',
    { config, schema: { params: guestParams, body: avsBody } },
    async (request) => {
      const { status, reason } = request.body;
      if (status === 'rejected' && !reason) throw new ApiError('VALIDATION_FAILED', 'A rejection needs a reason.');
      await decidePendingAgeCheck(
        app.db,
        app.bus,
        Number(request.params.guestId),
        status === 'accepted' ? { status } : { status, reason: reason! },
      );
      return { success: true };
    },
  );

  // Support takes an accepted age check back: the guest's tabs hear avs.revoked (issue 21).
  app.post<{ Params: Static<typeof guestParams> }>(
    '/internal/guests/:guestId/avs/revoke',
    { config, schema: { params: guestParams } },
    async (request) => {
      await revokeAgeCheck(app.db, app.bus, Number(request.params.guestId));
      return { success: true };
    },
  );

  // The data protection notice changed for a guest: the app asks for acceptance again (issue 12).
  app.post<{ Params: Static<typeof guestParams>; Body: Static<typeof noticeBody> }>(
    '/internal/guests/:guestId/dataProtection',
    { config, schema: { params: guestParams, body: noticeBody } },
    async (request) => {
      await setDataProtectionNotice(app.db, Number(request.params.guestId), request.body.show);
      return { success: true };
    },
  );

  app.post<{ Params: Static<typeof guestParams> }>(
    '/internal/guests/:guestId/pincall/expire',
    { config, schema: { params: guestParams } },
    async (request) => {
      if (!(await expirePinCall(app.db, Number(request.params.guestId))))
        throw new ApiError('NOT_FOUND', 'The guest has no pin-call verification waiting.');
      return { success: true };
    },
  );
}
