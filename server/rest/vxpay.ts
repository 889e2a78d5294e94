// What the app posts after the checkout frame (spec part 2 §7.1): vxpay/onsuccess after a
// login or payment (answers where to go next) and vxpay/logout.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_FLOWS, type PaymentFlow } from '../../src/contract/enums.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { logout } from '../domain/accounts.ts';
import { ApiError } from '../errors.ts';
import { boolean, nullable, object, oneOf, type RouteTypes, shapeOf, string } from '../schemas/json.ts';

/**
 * The address to follow after the frame: the target when it is a path of this app (one leading
 * slash, no scheme, no host, no backslash trick), else null and the app reloads.
 */
function safeTargetUrl(targetUrl: string | null): string | null {
  if (targetUrl === null || !targetUrl.startsWith('/') || targetUrl.startsWith('//')) return null;
  // Browsers read "\\" as "/": "/\\evil.example" would leave the app. Control characters neither.
  if (/[\\\u0000-\u001f\u007f]/.test(targetUrl)) return null;
  return targetUrl;
}

const PASSWORD_FLOWS: readonly PaymentFlow[] = ['pwdlost', 'pwdreset'];
const onSuccess = {
  body: shapeOf<RestPayload<'vxpay/onsuccess'>>()(
    object({ result: object({ flow: oneOf(...PAYMENT_FLOWS), success: boolean }), targetUrl: nullable(string(undefined, 2_048)) }),
  ),
};

export async function vxpayRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof onSuccess>>('/vxpay/onsuccess', { schema: onSuccess }, async (request) => {
    const { result, targetUrl } = request.body;
    // A login, and any payment, succeeds only for a guest: the app posts it with the guest's
    // new token. Only the password flows end without one (the guest logs in afterwards).
    const endsLoggedIn = !PASSWORD_FLOWS.includes(result.flow);
    if (result.success && endsLoggedIn && request.access.guestId === null) {
      throw new ApiError('UNAUTHORIZED', 'A successful login is posted with the new access token of the guest.');
    }
    return { success: true, data: { url: safeTargetUrl(targetUrl) } };
  });

  app.post('/vxpay/logout', async (request) => {
    await logout(app.db, app.bus, request.access);
    return { success: true };
  });
}
