// The actor profile answer goes through a response schema (server/schemas/actorProfile.ts,
// fast-json-stringify): its bytes must stay those JSON.stringify makes of the domain's actor.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Language } from '../../src/contract/enums.ts';
import { actorEntity, findActor } from '../../server/domain/actors.ts';
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

async function answerText(idOrName: string, language: Language): Promise<string> {
  const response = await fetch(`${t.baseUrl}/api/v1/actor/getActorDataByIdOrName/${idOrName}?language=${language}`, { headers: { authorization: `Bearer ${anonymous}` } });
  expect(response.status).toBe(200);
  return response.text();
}

async function stringifiedActor(idOrName: string, language: Language): Promise<string> {
  const actor = await actorEntity(t.server.db, await findActor(t.server.db, idOrName), { guestId: null, country: null, language });
  return JSON.stringify({ success: true, actor });
}

test('a guest opening any actor profile gets every field of the actor, byte for byte as JSON.stringify writes it', async () => {
  const rows = await t.server.db.selectFrom('actors').select(['id', 'isOnline']).orderBy('id').limit(60).execute();
  // online and offline actors alike
  expect(new Set(rows.map((row) => row.isOnline)).size).toBe(2);
  for (const row of rows) {
    for (const language of ['en', 'de'] as const) {
      expect(await answerText(String(row.id), language)).toBe(await stringifiedActor(String(row.id), language));
    }
  }
});
