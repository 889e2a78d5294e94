// Clash of cams over real HTTP and a real socket (issue 21, point 10): a logged-in guest's vote
// counts once (a double click, twenty at once), every socket hears `clashofcams.voting` with the
// standings, a vote for the other actor or outside the clash's time is refused, anonymous
// guests are asked to log in, the clash reads in the request's language, and bad input changes
// nothing. On SQLite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEEDED_CLASH_ID } from '../../server/db/seed/clashOfCams.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL clash-of-cams tests skipped: DATABASE_URL is not set');

const databases = [{ name: 'SQLite', databaseUrl: undefined }, ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : [])];

describe.each(databases)('clash of cams on $name', ({ databaseUrl }) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  const standings = () =>
    t.server.db.selectFrom('clashActors').select(['actorId', 'votes']).where('clashId', '=', SEEDED_CLASH_ID).orderBy('position').execute();
  const votesOf = async (actorId: number) => (await standings()).find((row) => row.actorId === actorId)!.votes;

  test('the current clash shows its actors and standing, in the language asked', async () => {
    const token = await t.anonymousToken();
    const english = await rest(t, token, 'GET', 'clashofcams/current');
    expect(english.status).toBe(200);
    const clash = english.body.clash;
    expect(clash).toMatchObject({ clashId: SEEDED_CLASH_ID, title: 'The weekend duel', isActive: true, votedActorId: null });
    expect(clash.actors).toHaveLength(2);
    expect(clash.actors.map((actor: { actorId: number; votes: number }) => ({ actorId: actor.actorId, votes: actor.votes }))).toEqual(
      await standings(),
    );
    expect(clash.actors[0].name).toEqual(expect.any(String));
    expect((await rest(t, token, 'GET', 'clashofcams/current?language=de')).body.clash.title).toBe('Das Wochenend-Duell');
    expect((await rest(t, token, 'GET', 'clashofcams/current?language=es')).body.clash.title).toBe('El duelo del fin de semana');
  });

  test('a vote counts once, double click or not, and every socket hears the standings', async () => {
    const voter = await newGuest(t);
    const watcher = await newGuest(t);
    const [first, second] = await standings();
    const sockets = await Promise.all([
      openSession(t.baseUrl, voter.token),
      openSession(t.baseUrl, watcher.token),
      openSession(t.baseUrl, await t.anonymousToken()),
    ]);
    try {
      const [answer, again] = await Promise.all([
        rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: SEEDED_CLASH_ID, actorId: second!.actorId }),
        rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: SEEDED_CLASH_ID, actorId: second!.actorId }),
      ]);
      expect([answer.status, again.status]).toEqual([200, 200]);
      expect([answer.body.counted, again.body.counted].sort()).toEqual([false, true]);
      expect(await votesOf(second!.actorId)).toBe(second!.votes + 1);
      expect(await votesOf(first!.actorId)).toBe(first!.votes);
      const expected = {
        clashId: SEEDED_CLASH_ID,
        actorId: second!.actorId,
        votes: second!.votes + 1,
        standings: [first, { actorId: second!.actorId, votes: second!.votes + 1 }],
      };
      for (const socket of sockets) expect((await socket.next('clashofcams.voting')).data).toEqual(expected);
      // one event for the one vote counted
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const socket of sockets) expect(socket.received.filter((frame) => frame.type === 'clashofcams.voting')).toHaveLength(1);
      const mine = await rest(t, voter.token, 'GET', 'clashofcams/current');
      expect(mine.body.clash.votedActorId).toBe(second!.actorId);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });

  test('twenty votes of one guest at once count once', async () => {
    const voter = await newGuest(t);
    const [first] = await standings();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: SEEDED_CLASH_ID, actorId: first!.actorId }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.counted)).toHaveLength(1);
    expect(await votesOf(first!.actorId)).toBe(first!.votes + 1);
  });

  test('a guest who voted cannot vote for the other actor', async () => {
    const voter = await newGuest(t);
    const [first, second] = await standings();
    expect((await rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: SEEDED_CLASH_ID, actorId: first!.actorId })).status).toBe(
      200,
    );
    const other = await rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: SEEDED_CLASH_ID, actorId: second!.actorId });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'CONFLICT', details: { votedActorId: first!.actorId } });
    expect(await standings()).toEqual([{ ...first, votes: first!.votes + 1 }, second]);
  });

  test('an anonymous guest is asked to log in and nothing is counted', async () => {
    const before = await standings();
    const answer = await rest(t, await t.anonymousToken(), 'POST', 'clashofcams/vote', {
      clashId: SEEDED_CLASH_ID,
      actorId: before[0]!.actorId,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
    expect(await standings()).toEqual(before);
  });

  test('a clash that has ended takes no votes', async () => {
    const [first] = await standings();
    const ended = await t.server.db
      .insertInto('clashes')
      .values({ title: 'Last week', startsAt: Date.now() - 10 * 86_400_000, endsAt: Date.now() - 3 * 86_400_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.server.db.insertInto('clashActors').values({ clashId: ended.id, actorId: first!.actorId, position: 1, votes: 5 }).execute();
    const voter = await newGuest(t);
    const answer = await rest(t, voter.token, 'POST', 'clashofcams/vote', { clashId: ended.id, actorId: first!.actorId });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('CONFLICT');
    const row = await t.server.db.selectFrom('clashActors').select('votes').where('clashId', '=', ended.id).executeTakeFirstOrThrow();
    expect(row.votes).toBe(5);
    // the running one is still the current clash
    expect((await rest(t, voter.token, 'GET', 'clashofcams/current')).body.clash.clashId).toBe(SEEDED_CLASH_ID);
  });

  test.each([
    ['an actor who is not in the clash', { clashId: SEEDED_CLASH_ID, actorId: 2_147_483_000 }, 404],
    ['an unknown clash', { clashId: 999_999, actorId: 1 }, 404],
    ['a clash id that is not a number', { clashId: 'one', actorId: 1 }, 400],
    ['a missing actor', { clashId: SEEDED_CLASH_ID }, 400],
    ['an actor id that is not whole', { clashId: SEEDED_CLASH_ID, actorId: 1.5 }, 400],
    ['no body', null, 400],
    ['an id of 0', { clashId: 0, actorId: 1 }, 400],
  ])('%s is refused and changes nothing', async (_name, body, status) => {
    const voter = await newGuest(t);
    const before = await standings();
    const answer = await rest(t, voter.token, 'POST', 'clashofcams/vote', body);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(await standings()).toEqual(before);
  });
});
