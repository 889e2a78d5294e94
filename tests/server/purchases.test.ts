import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { album, balanceOf, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const buy = (token: string, albumId: number) => rest(t, token, 'POST', `album/${albumId}/buy`);
const voucher = (guestId: number, type: number, actorId: number | null = null) =>
  db().insertInto('vouchers').values({ guestId, type, amount: 1, actorId, source: 'test', createdAt: Date.now() }).execute();

describe('buying albums', () => {
  test('a video costs its price and answers the new balance', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000, language: 'de' });
    const video = await album(db(), 'video', 349, 100);
    const answer = await buy(token, video.id);
    expect(answer.body).toEqual({ success: true, balance: 6.51, balanceFormatted: expect.stringMatching(/6,51/), kind: 'bought' });
    expect(await balanceOf(db(), guestId)).toBe(651);
  });

  test('buying it again answers success without charging', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const video = await album(db(), 'video', 300, 101);
    await buy(token, video.id);
    expect((await buy(token, video.id)).body).toMatchObject({ success: true, balance: 7 });
    expect(await balanceOf(db(), guestId)).toBe(700);
  });

  test('too little money is refused with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 100 });
    const video = await album(db(), 'video', 300, 102);
    const answer = await buy(token, video.id);
    expect(answer.status).toBe(402);
    expect(answer.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(db(), guestId)).toBe(100);
    expect(await db().selectFrom('albumPurchases').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
  });

  test('a free album costs nothing', async () => {
    const { token } = await newGuest(t);
    const free = await album(db(), 'free');
    expect((await buy(token, free.id)).body).toMatchObject({ success: true, balance: 0, kind: 'free' });
  });

  test('a photo-album voucher buys a photo album, not a video', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    await voucher(guestId, VOUCHER_TYPE.photoAlbum);
    const video = await album(db(), 'video', 200, 103);
    expect((await buy(token, video.id)).body.kind).toBe('bought');
    const photo = await album(db(), 'photo', 500, 1);
    expect((await buy(token, photo.id)).body.kind).toBe('voucher');
    expect(await balanceOf(db(), guestId)).toBe(800);
    expect((await db().selectFrom('vouchers').select('amount').where('guestId', '=', guestId).executeTakeFirstOrThrow()).amount).toBe(0);
  });

  test("a voucher bound to an actor buys only that actor's videos", async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const video = await album(db(), 'video', 200, 104);
    await voucher(guestId, VOUCHER_TYPE.video, video.actorId + 1);
    expect((await buy(token, video.id)).body.kind).toBe('bought');
  });

  test('an unknown album and an anonymous buyer are refused', async () => {
    const { token } = await newGuest(t);
    expect((await buy(token, 99_999_999)).status).toBe(404);
    expect((await rest(t, token, 'POST', 'album/abc/buy')).status).toBe(400);
    const video = await album(db(), 'video', 200, 105);
    expect((await buy(await t.anonymousToken(), video.id)).status).toBe(401);
  });

  test('bought videos are listed in boughtVideos', async () => {
    const { token } = await newGuest(t, { balanceCents: 1_000 });
    const video = await album(db(), 'video', 200, 106);
    await buy(token, video.id);
    const { body } = await vxql(t.baseUrl, token, '{ videos(category: boughtVideos) { total items { id guestInfo { bought } } } }');
    expect(body.data!.videos).toEqual({ total: 1, items: [{ id: video.id, guestInfo: { bought: true } }] });
  });
});
