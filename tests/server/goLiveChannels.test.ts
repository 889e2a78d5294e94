import { describe, expect, test } from 'vitest';
import { alertChannels } from '../../server/domain/goLiveAlerts.ts';

const allOn = { push: true, email: true, sms: true };
const reachable = { hasPushDevice: true, isEmailVerified: true, verifiedPhone: '+31612345678' };

describe("a go-live alert's channels", () => {
  test('every channel needs the pin switch and the global switch', () => {
    expect(alertChannels(allOn, allOn, reachable)).toEqual(allOn);
    expect(alertChannels({ push: false, email: true, sms: true }, allOn, reachable)).toEqual({ push: false, email: true, sms: true });
    expect(alertChannels(allOn, { push: true, email: false, sms: true }, reachable)).toEqual({ push: true, email: false, sms: true });
    expect(alertChannels(allOn, { push: true, email: true, sms: false }, reachable)).toEqual({ push: true, email: true, sms: false });
  });

  test('a channel that cannot reach the guest is off: no device, an unverified address, no verified phone', () => {
    expect(alertChannels(allOn, allOn, { hasPushDevice: false, isEmailVerified: false, verifiedPhone: null })).toEqual({
      push: false,
      email: false,
      sms: false,
    });
  });
});
