// The answer caches never serve stale state (issue 23): each thing a cached answer holds is
// changed (online state, price, a new video, a purchase) and the next answer shows it, for an
// anonymous guest (the whole answer kept) and a logged-in one (the public parts kept, the
// guest's part merged per request).

import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pin } from '../../server/domain/pins.ts';
import { HOME_QUERY, type HomeData, homeVariables } from '../../src/contract/queries/home.ts';
import { listingFilterOf, tileGridQueryFor } from '../../src/features/cams/listingRules.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { internal } from './socketClient.ts';

const INTERNAL_TOKEN = 'internal-test-token-answer-cache';
let t: TestServer;
let anonymous: string;

beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
  anonymous = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

async function home(token: string, language = 'en'): Promise<HomeData> {
  const answer = await vxql(t.baseUrl, token, HOME_QUERY, homeVariables(), language);
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as unknown as HomeData;
}

const hits = () => t.server.app.answers.stats().hits;

async function camsListing(token: string) {
  const query = tileGridQueryFor('cams', listingFilterOf(''), undefined);
  const answer = await rest(t, token, 'GET', `tileGrid/get/cams/${encodeURIComponent(JSON.stringify(query))}?language=en`);
  expect(answer.status).toBe(200);
  return answer.body as { items: { id: number; isOnline: boolean }[]; total: number };
}

describe('the answer cache', () => {
  test("an anonymous guest's home answer is computed once and served again, per language", async () => {
    const first = await home(anonymous);
    const before = hits();
    expect(await home(await t.anonymousToken())).toEqual(first);
    expect(hits()).toBeGreaterThan(before);
    const german = await home(anonymous, 'de');
    expect(german.collections[0]!.title).not.toBe(first.collections[0]!.title);
  });

  test('an actor going online shows in the next answer, anonymous and logged in, home and cams listing', async () => {
    const guest = await newGuest(t);
    const [anonymousBefore, guestBefore, camsBefore] = [await home(anonymous), await home(guest.token), await camsListing(anonymous)];
    // Served from the cache now: the change must get through it.
    await home(anonymous);
    const offline = await t.server.db
      .selectFrom('actors')
      .select('id')
      .where('isOnline', '=', 0)
      .orderBy('rankPoints', 'desc')
      .executeTakeFirstOrThrow();
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${offline.id}/online`, { online: true })).status).toBe(200);
    expect((await home(anonymous)).top.total).toBe(anonymousBefore.top.total + 1);
    expect((await home(guest.token)).top.total).toBe(guestBefore.top.total + 1);
    const cams = await camsListing(anonymous);
    expect(cams.items.find((tile) => tile.id === offline.id)?.isOnline).toBe(true);
    expect(cams).not.toEqual(camsBefore);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${offline.id}/online`, { online: false })).status).toBe(200);
    expect((await home(anonymous)).top.total).toBe(anonymousBefore.top.total);
    expect((await camsListing(anonymous)).items.find((tile) => tile.id === offline.id)?.isOnline ?? false).toBe(false);
  });

  test('a price change shows in the next answer', async () => {
    const guest = await newGuest(t);
    const video = (await home(anonymous)).videoStation.items.find((tile) => !tile.free)!;
    await home(guest.token);
    const cents = Math.round(video.price.value * 100) + 37;
    // Any code path writing through the server's database: here a plain update, as a domain function would.
    await t.server.db.updateTable('albums').set({ price: cents, basePrice: cents }).where('id', '=', video.id).execute();
    expect((await home(anonymous)).videoStation.items.find((tile) => tile.id === video.id)!.price.value).toBe(cents / 100);
    expect((await home(guest.token)).videoStation.items.find((tile) => tile.id === video.id)!.price.value).toBe(cents / 100);
  });

  test('a new video shows in the next answer (imported, or written by any code path)', async () => {
    const before = await home(anonymous);
    const actor = before.top.items[0]!;
    const imported = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'album_import', {
      id: 990_001,
      actorId: actor.id,
      type: 'video',
      title: 'A fresh import',
      duration: 60,
      ageRating: 16,
      price: 199,
      pictureCount: 1,
    });
    expect(imported.status).toBe(200);
    const afterImport = await home(anonymous);
    expect(afterImport.videoStation.items[0]!.id).toBe(990_001);
    expect(afterImport.videoStation.total).toBe(before.videoStation.total + 1);
    await home(anonymous);
    const now = Date.now();
    await t.server.db
      .insertInto('albums')
      .values({
        id: 990_002,
        actorId: actor.id,
        type: 'video',
        title: 'A fresh write',
        description: '',
        duration: 60,
        ageRating: 16,
        isVip: 0,
        isFree: 0,
        price: 299,
        basePrice: 299,
        tagGroup: '',
        publishedAt: now,
        isNew: 1,
        isCamRecording: 0,
        isClassic: 0,
        likes: 0,
        dislikes: 0,
        totalViews: 0,
        commentsTotal: 0,
        salesCount: 0,
        pictureCount: 0,
      })
      .execute();
    const afterWrite = await home(anonymous);
    expect(afterWrite.videoStation.items[0]!.id).toBe(990_002);
    expect(afterWrite.videoStation.total).toBe(before.videoStation.total + 2);
  });

  test("a purchase shows in the buyer's next answer while the public part stays shared", async () => {
    const buyer = await newGuest(t, { balanceCents: 10_000 });
    const other = await newGuest(t);
    const video = (await home(buyer.token)).videoStation.items.find((tile) => !tile.free && !tile.guestInfo?.bought)!;
    await home(other.token);
    expect((await rest(t, buyer.token, 'POST', `album/${video.id}/buy`)).body).toMatchObject({ success: true, kind: 'bought' });
    const mine = (await home(buyer.token)).videoStation.items.find((tile) => tile.id === video.id)!;
    expect(mine.guestInfo).toMatchObject({ bought: true });
    const theirs = (await home(other.token)).videoStation.items.find((tile) => tile.id === video.id)!;
    expect(theirs.guestInfo).toMatchObject({ bought: false });
    expect((await home(anonymous)).videoStation.items.find((tile) => tile.id === video.id)!.guestInfo).toBeNull();
  });

  test("a guest's pins are theirs: another guest's home answer never shows them", async () => {
    const pinner = await newGuest(t);
    const other = await newGuest(t);
    const actor = (await home(anonymous)).top.items[0]!;
    await home(pinner.token);
    expect(await pin(t.server.db, pinner.guestId, 'actor', actor.id)).toBe(true);
    expect((await home(pinner.token)).favorite.items.map((item) => item.id)).toContain(actor.id);
    expect((await home(other.token)).favorite.total).toBe(0);
    expect((await home(anonymous)).favorite.total).toBe(0);
  });

  test('a kept answer goes out compressed once for every client that accepts it, and plain to one that does not', async () => {
    const raw = async (acceptEncoding: string | null) => {
      // node:http, which neither asks for nor undoes a compression by itself.
      return new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        const sent = http.request(
          `${t.baseUrl}/api/vxql?language=en`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${anonymous}`,
              'content-type': 'application/json',
              ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, bytes: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end(JSON.stringify({ query: HOME_QUERY, variables: homeVariables() }));
      });
    };
    const plain = await raw(null);
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString()).data.top.items.length).toBeGreaterThan(0);
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    const gzip = await raw('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });
});
