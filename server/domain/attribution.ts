// A payment's affiliate attribution and test-device mark (issue 21 point 14; spec part 1 §2
// testdevice, §3 Payment options w, ws, wt) as the columns of its payments row. The checkout
// body schema has checked the shapes (src/contract/attribution.ts); a sub-reference or token
// without a webmaster id is not attribution and is not stored.
import type { PaymentAttribution } from '../../src/contract/attribution.ts';

export function attributionColumns(attribution: PaymentAttribution | undefined) {
  const w = attribution?.w ?? null;
  return {
    affiliateId: w,
    affiliateSubRef: w === null ? null : (attribution?.ws ?? null),
    affiliateToken: w === null ? null : (attribution?.wt ?? null),
    testDevice: attribution?.testdevice ? 1 : 0,
  };
}
