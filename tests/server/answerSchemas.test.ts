// The actor profile and the actor's video lists go through response schemas
// (server/schemas/answers.ts, fast-json-stringify): their bytes must stay those JSON.stringify
// makes of what the domain answers.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actorEntity, findActor } from '../../server/domain/actors.ts';
import { bestSellingVideos, topVideos } from '../../server/domain/actorVideos.ts';
import type { Language } from '../../src/contract/enums.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let anonymous: string;
beforeAll(async () => {
  t = await startTestServer();
  anonymous = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

async function answerText(path: string, language: Language): Promise<string> {
  const response = await fetch(`${t.baseUrl}/api/v1/${path}?language=${language}`, { headers: { authorization: `Bearer ${anonymous}` } });
  expect(response.status).toBe(200);
  return response.text();
}

const firstActors = async () =>
  (await t.server.db.selectFrom('actors').select(['id', 'isOnline']).orderBy('id').limit(60).execute()).map((row) => ({
    ...row,
    idText: String(row.id),
  }));

test('a guest opening any actor profile gets every field of the actor, byte for byte as JSON.stringify writes it', async () => {
  const actors = await firstActors();
  expect(new Set(actors.map((actor) => actor.isOnline)).size).toBe(2);
  for (const { idText } of actors) {
    for (const language of ['en', 'de'] as const) {
      const actor = await actorEntity(t.server.db, await findActor(t.server.db, idText), { guestId: null, country: null, language });
      expect(await answerText(`actor/getActorDataByIdOrName/${idText}`, language)).toBe(JSON.stringify({ success: true, actor }));
    }
  }
});

test("a guest browsing an actor's best sellers and top videos gets every field of each video, byte for byte as JSON.stringify writes it", async () => {
  let videosSeen = 0;
  for (const { id, idText } of await firstActors()) {
    for (const language of ['en', 'nl'] as const) {
      const sales = await bestSellingVideos(t.server.db, id, null, language);
      const top = await topVideos(t.server.db, id, null, language);
      videosSeen += sales.length + top.length;
      expect(await answerText(`sales/actor/${idText}`, language)).toBe(JSON.stringify({ success: true, videos: sales }));
      expect(await answerText(`gallery/getTopVideos/${idText}`, language)).toBe(JSON.stringify({ success: true, videos: top }));
    }
  }
  expect(videosSeen).toBeGreaterThan(0);
});
