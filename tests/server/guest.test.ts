import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submitAgeCheck } from '../../server/domain/avs.ts';
import { NEWSLETTER_TYPE, RELATION_SUBJECT_TYPE } from '../../src/contract/account.ts';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const guestRow = (guestId: number) => db().selectFrom('guests').selectAll().where('id', '=', guestId).executeTakeFirstOrThrow();

describe('logged-in calls', () => {
  test.each([
    ['GET', 'guest/profile', undefined],
    ['GET', 'guest/getNotificationsSettings', undefined],
    ['POST', 'guest/conversionChat', { action: 'enable' }],
    ['POST', 'guest/savePreferences', { data: {} }],
    ['GET', 'guest/sessions', undefined],
    ['GET', 'guest/benefits', undefined],
  ] as const)('%s %s answers UNAUTHORIZED to an anonymous visitor', async (method, path, body) => {
    const answer = await rest(t, await t.anonymousToken(), method, path, body);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  test('the profile carries the whole guest: balance, vouchers, abos and settings', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_234, language: 'de' });
    await rest(t, token, 'POST', 'guest/redeemBonus', { code: 'VIDEO1' });
    const answer = await rest(t, token, 'GET', 'guest/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      abos: [],
      language: 'de',
      isEmailVerified: false,
      autoRechargeTeaserMode: 'show',
      conversionChatEnabled: true,
    });
    expect(answer.body.guest).toMatchObject({
      isLoggedIn: true,
      id: guestId,
      balance: 12.34,
      vouchers: [{ type: 1, amount: 1, actorId: null }],
      isVip: false,
      showDataProtection: true,
    });
  });

  test('notification settings are saved and read back', async () => {
    const { token } = await newGuest(t);
    const read = async () => (await rest(t, token, 'GET', 'guest/getNotificationsSettings')).body.notifications_settings;
    expect(await read()).toEqual({ email: true, push: true, sms: false, discreet: false });
    await rest(t, token, 'POST', 'guest/saveNotificationsSettings', { notifications_settings: { email: false, push: true, sms: true } });
    expect(await read()).toEqual({ email: false, push: true, sms: true, discreet: false });
    // discreet mode (issue 22.4) is saved when sent, and kept when the spec's three switches are saved without it
    await rest(t, token, 'POST', 'guest/saveNotificationsSettings', {
      notifications_settings: { email: false, push: true, sms: true, discreet: true },
    });
    await rest(t, token, 'POST', 'guest/saveNotificationsSettings', { notifications_settings: { email: true, push: true, sms: false } });
    expect(await read()).toEqual({ email: true, push: true, sms: false, discreet: true });
    const bad = await rest(t, token, 'POST', 'guest/saveNotificationsSettings', {
      notifications_settings: { email: true, push: true, sms: false, discreet: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await read()).toEqual({ email: true, push: true, sms: false, discreet: true });
  });

  test('a newsletter is subscribed and unsubscribed with the guest own id and e-mail only', async () => {
    const { token, guestId } = await newGuest(t);
    const { email } = await guestRow(guestId);
    const subscribe = (payload: object) => rest(t, token, 'POST', 'guest/newsletter/subscribe', payload);
    expect((await subscribe({ typeId: NEWSLETTER_TYPE.vipClub, userId: guestId + 1, emailAddress: email })).status).toBe(403);
    expect((await subscribe({ typeId: NEWSLETTER_TYPE.vipClub, userId: guestId, emailAddress: 'other@example.com' })).status).toBe(400);
    expect((await subscribe({ typeId: 1, userId: guestId, emailAddress: email })).status).toBe(400);
    expect((await subscribe({ typeId: NEWSLETTER_TYPE.vipClub, userId: guestId, emailAddress: email })).status).toBe(200);
    await subscribe({ typeId: NEWSLETTER_TYPE.contests, userId: guestId, emailAddress: email });
    expect((await rest(t, token, 'GET', 'guest/profile')).body.guest.newsletterSubscriptions).toEqual([256, 1024]);
    await rest(t, token, 'POST', 'guest/newsletter/unsubscribe', {
      typeId: NEWSLETTER_TYPE.contests,
      userId: guestId,
      emailAddress: email,
    });
    expect((await rest(t, token, 'GET', 'guest/profile')).body.guest.newsletterSubscriptions).toEqual([1024]);
  });

  test('accepting terms and data protection stores the times and hides the notice', async () => {
    const { token, guestId } = await newGuest(t);
    await rest(t, token, 'POST', 'guest/closeDataProtection', { accepted: false });
    expect((await guestRow(guestId)).showDataProtection).toBe(1);
    await rest(t, token, 'POST', 'guest/closeAgbAndDataProtection', { accepted: true });
    const row = await guestRow(guestId);
    expect(row.showDataProtection).toBe(0);
    expect(row.agbAcceptedAt).toBeGreaterThan(0);
    expect(row.dataProtectionAcceptedAt).toBe(row.agbAcceptedAt);
  });

  test('teaser state, conversion chat and preferences are kept', async () => {
    const { token, guestId } = await newGuest(t);
    await rest(t, token, 'POST', 'guest/autoRechargeTeaserState', { mode: 'hide' });
    expect((await rest(t, token, 'POST', 'guest/conversionChat', { action: 'disable' })).body).toEqual({
      success: true,
      data: { success: true },
    });
    await rest(t, token, 'POST', 'guest/savePreferences', { data: { tileColumns: 4 } });
    const row = await guestRow(guestId);
    expect([row.autoRechargeTeaserMode, row.conversionChatEnabled, JSON.parse(row.preferences)]).toEqual(['hide', 0, { tileColumns: 4 }]);
    expect((await rest(t, token, 'POST', 'guest/autoRechargeTeaserState', { mode: 'sometimes' })).status).toBe(400);
    expect((await rest(t, token, 'POST', 'guest/savePreferences', { data: { big: 'x'.repeat(5_000) } })).status).toBe(400);
  });

  test('a relation is added once and then found', async () => {
    const { token, guestId } = await newGuest(t);
    const relation = { subjectTypeId: RELATION_SUBJECT_TYPE.guest, subjectId: guestId, relationTypeId: 2, objectTypeId: 3, objectId: 9 };
    expect((await rest(t, token, 'POST', 'utility/relation/hasRelation', relation)).body.hasRelation).toBe(false);
    await rest(t, token, 'POST', 'utility/relation/addRelation', relation);
    expect((await rest(t, token, 'POST', 'utility/relation/addRelation', relation)).status).toBe(200);
    expect((await rest(t, token, 'POST', 'utility/relation/hasRelation', relation)).body.hasRelation).toBe(true);
    expect((await rest(t, token, 'POST', 'utility/relation/addRelation', { ...relation, objectId: 0 })).status).toBe(400);
  });

  test('benefits list redeemed codes and running plans', async () => {
    const { token } = await newGuest(t);
    await rest(t, token, 'POST', 'guest/redeemBonus', { code: 'VIPWEEK' });
    await rest(t, token, 'POST', 'guest/redeemBonus', { code: 'MINUTES10' });
    const { benefits } = (await rest(t, token, 'GET', 'guest/benefits')).body;
    expect(benefits).toEqual([
      { type: 'vip', amount: 1, actorId: null, validUntil: expect.any(Number), source: 'plan:vip' },
      { type: 'vip', amount: 7, actorId: null, validUntil: null, source: 'code:VIPWEEK' },
      { type: 'freeMinutes', amount: 10, actorId: null, validUntil: null, source: 'code:MINUTES10' },
    ]);
  });

  test('the guest sees its own sessions, the current one marked', async () => {
    const { token } = await newGuest(t);
    const { sessions } = (await rest(t, token, 'GET', 'guest/sessions')).body;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].isCurrent).toBe(true);
    expect((await rest(t, token, 'POST', 'guest/sessions/revoke', { id: null })).body).toEqual({ success: true, revoked: 0 });
  });
});

describe('legal texts', () => {
  test('each legal text downloads as a plain-text attachment in the asked language', async () => {
    const token = await t.anonymousToken();
    const answer = await rest(t, token, 'GET', 'asset/legal-text/download/terms?language=de');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="terms-de.txt"');
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^Allgemeine Geschäftsbedingungen/);
    expect((await rest(t, token, 'GET', 'asset/legal-text/download/imprint')).body).toMatch(/^Imprint/);
    expect((await rest(t, token, 'GET', 'asset/legal-text/download/cookies')).status).toBe(400);
  });
});

describe('age check', () => {
  const form = (documentNumber: string, birthDate = '1990-04-01') => ({ fullName: 'Ann Example', birthDate, documentNumber });

  test('an adult with a readable document is accepted and the socket hears avs.set', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    await submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('L01X00T47') });
    await socket.next('avs.set');
    expect((await guestRow(guestId)).avsStatus).toBe('accepted');
    const check = await db().selectFrom('avsChecks').selectAll().where('guestId', '=', guestId).executeTakeFirstOrThrow();
    expect(JSON.stringify(check)).not.toContain('L01X00T47');
    await socket.close();
  });

  test('an under-18 guest is rejected as underage', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    const birthDate = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('L01X00T47', birthDate) });
    expect((await socket.next('avs.rejected')).data).toEqual({ reason: 'underage' });
    expect(await guestRow(guestId)).toMatchObject({ avsStatus: 'rejected', avsRejectMessage: 'underage' });
    await socket.close();
  });

  test('an unreadable document is rejected', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    await submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('REJ12345') });
    expect((await socket.next('avs.rejected')).data).toEqual({ reason: 'document_unreadable' });
    await socket.close();
  });

  test('a pending check waits until the internal route decides it', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    await submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('PEND0001') });
    await socket.next('avs.pending');
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `guests/${guestId}/avs`, { status: 'rejected' })).status).toBe(400);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `guests/${guestId}/avs`, { status: 'accepted' })).status).toBe(200);
    await socket.next('avs.set');
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `guests/${guestId}/avs`, { status: 'accepted' })).status).toBe(409);
    await socket.close();
  });

  test('a malformed form is refused and changes nothing', async () => {
    const { guestId } = await newGuest(t);
    await expect(submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('X', '1990-01-01') })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(submitAgeCheck(db(), t.server.app.bus, { guestId, ...form('AB123456', '1990-13-01') })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await guestRow(guestId)).avsStatus).toBe('unknown');
  });
});
