import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PIN_CALL_MAX_ATTEMPTS, RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import { PHONE_VERIFICATION_CODE } from '../../src/contract/codes.ts';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { internal } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const START = 'mutation($p: String!, $t: String!) { startPinCallVerification(phoneNumber: $p, type: $t) { success errorCode } }';
const VERIFY = 'mutation($pin: String!) { verifyPin(pin: $pin) { success errorCode } }';
const start = async (token: string, phoneNumber: string, type = 'mobile') =>
  (await vxql(t.baseUrl, token, START, { p: phoneNumber, t: type })).body.data!.startPinCallVerification;
const verify = async (token: string, pin: string) => (await vxql(t.baseUrl, token, VERIFY, { pin })).body.data!.verifyPin;
/** The sandbox "calls" the pin into the server log; the test reads it there. */
const lastPin = (phone: string) => {
  const line = t.logs.filter((l) => l.includes(`pin for ${phone}:`)).at(-1)!;
  return /pin for \+\d+: (\d+)/.exec(line)![1]!;
};
let phones = 0;
const freshPhone = () => `+49151${String(7_000_000 + ++phones).padStart(7, '0')}`;

describe('pin-call verification', () => {
  test('a guest verifies a mobile number with the 6-digit pin it was called with', async () => {
    const { token, guestId } = await newGuest(t);
    const phone = freshPhone();
    expect(await start(token, phone.replace('+49151', '+49 151 '))).toEqual({ success: true, errorCode: null });
    const pin = lastPin(phone);
    expect(pin).toHaveLength(6);
    expect(await verify(token, pin)).toEqual({ success: true, errorCode: null });
    const profile = await rest(t, token, 'GET', 'guest/profile');
    expect(profile.body.guest.pincallVerifications).toEqual([{ phoneNumber: phone, type: 'mobile', verified: true }]);
    const stored = await t.server.db
      .selectFrom('pinVerifications')
      .select('pinHash')
      .where('guestId', '=', guestId)
      .executeTakeFirstOrThrow();
    expect(stored.pinHash).not.toContain(pin);
  });

  test('a fixed line gets a 5-digit pin', async () => {
    const { token } = await newGuest(t);
    const phone = '+4930' + String(1_000_000 + ++phones);
    await start(token, phone, 'fixed');
    expect(lastPin(phone)).toHaveLength(5);
  });

  test('1: an invalid phone number', async () => {
    const { token } = await newGuest(t);
    expect(await start(token, '0151 1234')).toEqual({ success: false, errorCode: PHONE_VERIFICATION_CODE.invalidPhoneNumber });
  });

  test('2: a country that is not allowed', async () => {
    const { token } = await newGuest(t);
    expect((await start(token, '+12025550123')).errorCode).toBe(PHONE_VERIFICATION_CODE.countryNotAllowed);
  });

  test('3: an invalid verification type', async () => {
    const { token } = await newGuest(t);
    expect((await start(token, freshPhone(), 'satellite')).errorCode).toBe(PHONE_VERIFICATION_CODE.invalidVerificationType);
  });

  test('4: the pin came too late', async () => {
    const { token, guestId } = await newGuest(t);
    const phone = freshPhone();
    await start(token, phone);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `guests/${guestId}/pincall/expire`, {})).status).toBe(200);
    expect((await verify(token, lastPin(phone))).errorCode).toBe(PHONE_VERIFICATION_CODE.verificationTimeout);
  });

  test('5: a blacklisted number', async () => {
    const { token } = await newGuest(t);
    expect((await start(token, '+4915000000000')).errorCode).toBe(PHONE_VERIFICATION_CODE.phoneNumberBlacklisted);
  });

  test('6: a number another guest verified', async () => {
    const first = await newGuest(t);
    const phone = freshPhone();
    await start(first.token, phone);
    await verify(first.token, lastPin(phone));
    const second = await newGuest(t);
    expect((await start(second.token, phone)).errorCode).toBe(PHONE_VERIFICATION_CODE.phoneNumberNotUnique);
  });

  test('7: a pin without a verification waiting', async () => {
    const { token } = await newGuest(t);
    expect((await verify(token, '123456')).errorCode).toBe(PHONE_VERIFICATION_CODE.idDoesNotExist);
  });

  test('8: a wrong pin or one of the wrong length', async () => {
    const { token } = await newGuest(t);
    const phone = freshPhone();
    await start(token, phone);
    const wrong = lastPin(phone) === '000000' ? '111111' : '000000';
    expect((await verify(token, wrong)).errorCode).toBe(PHONE_VERIFICATION_CODE.invalidCode);
    expect((await verify(token, '12345')).errorCode).toBe(PHONE_VERIFICATION_CODE.invalidCode);
  });

  test(`9: the ${PIN_CALL_MAX_ATTEMPTS}th wrong pin uses the verification up, even for the right pin after`, async () => {
    const { token } = await newGuest(t);
    const phone = freshPhone();
    await start(token, phone);
    const pin = lastPin(phone);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < PIN_CALL_MAX_ATTEMPTS; attempt++)
      expect((await verify(token, wrong)).errorCode).toBe(PHONE_VERIFICATION_CODE.invalidCode);
    expect((await verify(token, wrong)).errorCode).toBe(PHONE_VERIFICATION_CODE.attemptLimitReached);
    expect((await verify(token, pin)).errorCode).toBe(PHONE_VERIFICATION_CODE.attemptLimitReached);
  });

  test('10: the provider fails for the sandbox number', async () => {
    const { token } = await newGuest(t);
    expect((await start(token, '+4915000000010')).errorCode).toBe(PHONE_VERIFICATION_CODE.unknown);
  });

  test(`the ${RATE_LIMITS.pinCallStarts.max + 1}th call within an hour is refused with 429`, async () => {
    const { token } = await newGuest(t);
    for (let call = 0; call < RATE_LIMITS.pinCallStarts.max; call++) await start(token, freshPhone());
    const limited = await vxql(t.baseUrl, token, START, { p: freshPhone(), t: 'mobile' });
    expect(limited.status).toBe(429);
    expect(limited.body.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  test('an anonymous visitor is told to log in', async () => {
    const { body } = await vxql(t.baseUrl, await t.anonymousToken(), START, { p: freshPhone(), t: 'mobile' });
    expect(body.errors![0]!.extensions!.code).toBe('UNAUTHORIZED');
  });
});

describe('the age check services', () => {
  test('the pay link opens the checkout frame in the avs flow', async () => {
    const { token } = await newGuest(t);
    const { body } = await vxql(t.baseUrl, token, 'mutation { requestAgeCheckPayLink { forwardUrl } }');
    const url = new URL(body.data!.requestAgeCheckPayLink.forwardUrl);
    expect(url.origin).toBe(t.server.app.config.checkoutOrigin);
    expect(url.pathname).toBe('/frame/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ flow: 'avs', option: 'paylink' });
  });

  test('the age check is offered until it is accepted', async () => {
    const query = '{ ageCheckBonusAvailability { available amount } }';
    const open = await newGuest(t);
    expect((await vxql(t.baseUrl, open.token, query)).body.data!.ageCheckBonusAvailability).toEqual({ available: true, amount: null });
    const done = await newGuest(t, { avsStatus: 'accepted' });
    expect((await vxql(t.baseUrl, done.token, query)).body.data!.ageCheckBonusAvailability.available).toBe(false);
  });
});
