// The internal import and maintenance routes on PostgreSQL: imports write the producer's ids, and
// regenerate_auto_incrementor moves the id sequences past them, so the next own row does not clash.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { internal } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL maintenance tests skipped: DATABASE_URL is not set');
const INTERNAL_TOKEN = 'internal-test-token-maintenance-pg';

describe.skipIf(!url)('maintenance routes on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl: url, env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (path: string, body: unknown) => internal(t.baseUrl, INTERNAL_TOKEN, 'POST', path, body);

  test('after an import with a high id, regenerate_auto_incrementor lets the next own row take a fresh id', async () => {
    const actor = { id: 910_001, name: 'PgImported', gender: 'F', actorType: 'F', age: 30, country: 'DE' };
    expect((await call('actor_import_full', actor)).body).toMatchObject({ success: true, created: true });
    expect(
      (
        await call('album_import', {
          id: 910_101,
          actorId: actor.id,
          type: 'photo_album',
          title: 'Imported',
          ageRating: 16,
          price: 100,
          pictureCount: 1,
        })
      ).status,
    ).toBe(200);
    const regenerated = await call('regenerate_auto_incrementor', {});
    expect(regenerated.body).toMatchObject({ success: true, database: 'postgres' });
    expect(regenerated.body.sequences).toBeGreaterThan(0);
    const own = await t.server.db
      .insertInto('albums')
      .values({
        actorId: actor.id,
        type: 'photo_album',
        title: 'own',
        description: '',
        duration: 0,
        ageRating: 16,
        isVip: 0,
        isFree: 0,
        isNew: 0,
        isCamRecording: 0,
        isClassic: 0,
        price: 100,
        basePrice: 100,
        likes: 0,
        dislikes: 0,
        totalViews: 0,
        commentsTotal: 0,
        pictureCount: 0,
        tagGroup: '',
        salesCount: 0,
        publishedAt: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(own.id).toBe(910_102);
  });
});
