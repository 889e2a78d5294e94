// Contest votes over real HTTP (issue 11; spec part 1 §4 Contest vote, §5 at most 5 votes per
// contest, §6 some votes need a verified age; part 2 §7.8): 20 votes fired at once record exactly
// 5 (SQLite, and PostgreSQL when DATABASE_URL is set), the guest data and grid follow the votes,
// a vote taken back frees one, an age-checked contest refuses unverified guests, and bad input is
// refused without a change. Every vote is told to everyone as contest.voting.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL contest vote tests skipped: DATABASE_URL is not set');

const databases = [
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
];

interface Entry {
  id: number;
  actorId: number;
  albumId: number;
}

/** A running contest (of the given age rule) with at least `entries` entries. */
async function runningContest(t: TestServer, needsAvs: 0 | 1, entries = 20): Promise<{ contestId: number; entries: Entry[] }> {
  const now = Date.now();
  const contests = await t.server.db
    .selectFrom('contests')
    .select('id')
    .where('needsAvs', '=', needsAvs)
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .execute();
  for (const { id } of contests) {
    const rows = await t.server.db
      .selectFrom('contestMedia')
      .select(['id', 'actorId', 'albumId'])
      .where('contestId', '=', id)
      .orderBy('id')
      .execute();
    if (rows.length >= entries) return { contestId: id, entries: rows };
  }
  throw new Error(`the seed has no running contest (needsAvs ${needsAvs}) with ${entries} entries`);
}

const voteBody = (contestId: number, guestId: number, entry: Entry, hideConfirmWindow = false) => ({
  actorId: entry.actorId,
  contestId,
  guestId,
  mediaId: entry.id,
  albumId: entry.albumId,
  hideConfirmWindow,
});

describe.each(databases)('contest votes on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  test.skipIf(skip)('20 votes by one guest in one contest fired together record exactly 5', async () => {
    const { token, guestId } = await newGuest(t);
    const { contestId, entries } = await runningContest(t, 0);
    const before = await t.server.db
      .selectFrom('contestMedia')
      .select((eb) => eb.fn.sum<number>('votes').as('sum'))
      .where('contestId', '=', contestId)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      entries.slice(0, 20).map((entry) => rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entry))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'LIMIT_REACHED')).toBe(true);
    const stored = await t.server.db
      .selectFrom('contestVotes')
      .selectAll()
      .where('guestId', '=', guestId)
      .where('contestId', '=', contestId)
      .execute();
    expect(stored).toHaveLength(5);
    const after = await t.server.db
      .selectFrom('contestMedia')
      .select((eb) => eb.fn.sum<number>('votes').as('sum'))
      .where('contestId', '=', contestId)
      .executeTakeFirstOrThrow();
    expect(Number(after.sum) - Number(before.sum)).toBe(5);
    const data = await rest(t, token, 'GET', `contests/getContestGuestData/${contestId}`);
    expect(data.body.guestData).toEqual({ voteCount: 5, hideVoteLimitModal: false });
  });

  test.skipIf(skip)('10 votes for one entry at once count once', async () => {
    const { token, guestId } = await newGuest(t);
    const { contestId, entries } = await runningContest(t, 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entries[3]!))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'CONFLICT')).toBe(true);
    expect((await rest(t, token, 'GET', `contests/getContestGuestData/${contestId}`)).body.guestData.voteCount).toBe(1);
  });
});

describe('contests', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  test("a vote shows in the grid as the guest's; taking it back frees a vote; the sixth vote is refused", async () => {
    const { token, guestId } = await newGuest(t);
    const { contestId, entries } = await runningContest(t, 0);
    for (const entry of entries.slice(0, 5)) {
      expect((await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entry))).status).toBe(200);
    }
    const sixth = await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entries[5]!));
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe('LIMIT_REACHED');
    const voted = await rest(t, token, 'GET', `contests/getContestGridItems/${contestId}/voted/50/0`);
    expect(voted.body.total).toBe(5);
    expect(voted.body.contestGridItems.every((item: { guestId: number }) => item.guestId === guestId)).toBe(true);
    const notVoted = await rest(t, token, 'GET', `contests/getContestGridItems/${contestId}/notVoted/50/0`);
    expect(notVoted.body.total).toBe(entries.length - 5);
    const back = await rest(t, token, 'POST', 'contests/deleteContestMediaVoting', {
      contestId,
      mediaId: entries[0]!.id,
      albumId: entries[0]!.albumId,
    });
    expect(back.body).toEqual({ success: true, voteCount: 4 });
    expect((await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entries[5]!, true))).body).toEqual({
      success: true,
      voteCount: 5,
    });
    expect((await rest(t, token, 'GET', `contests/getContestGuestData/${contestId}`)).body.guestData).toEqual({
      voteCount: 5,
      hideVoteLimitModal: true,
    });
  });

  test('a contest that needs a verified age refuses a guest without one, and takes the vote after the check', async () => {
    const { token, guestId } = await newGuest(t, { avsStatus: 'unknown' });
    const { contestId, entries } = await runningContest(t, 1, 1);
    const refused = await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entries[0]!));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'AGE_CHECK_REQUIRED', details: { needAvs: true } });
    expect(await t.server.db.selectFrom('contestVotes').select('id').where('guestId', '=', guestId).execute()).toHaveLength(0);
    await t.server.db.updateTable('guests').set({ avsStatus: 'accepted' }).where('id', '=', guestId).execute();
    expect((await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entries[0]!))).body).toEqual({
      success: true,
      voteCount: 1,
    });
  });

  test('bad input is refused cleanly and changes nothing', async () => {
    const { token, guestId } = await newGuest(t);
    const other = await newGuest(t);
    const { contestId, entries } = await runningContest(t, 0);
    const entry = entries[0]!;
    const cases: [unknown, number, string][] = [
      [{ ...voteBody(contestId, guestId, entry), mediaId: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ ...voteBody(contestId, guestId, entry), mediaId: -1 }, 400, 'VALIDATION_FAILED'],
      [{ contestId, mediaId: entry.id }, 400, 'VALIDATION_FAILED'],
      [{ ...voteBody(contestId, guestId, entry), albumId: entry.albumId + 100_000 }, 404, 'NOT_FOUND'],
      [{ ...voteBody(contestId, guestId, entry), contestId: contestId + 1 }, 404, 'NOT_FOUND'],
      [voteBody(contestId, other.guestId, entry), 403, 'FORBIDDEN'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await rest(t, token, 'POST', 'contests/addContestMediaVoting', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts/);
    }
    expect(
      (await rest(t, await t.anonymousToken(), 'POST', 'contests/addContestMediaVoting', voteBody(contestId, guestId, entry))).body.error
        .code,
    ).toBe('UNAUTHORIZED');
    const ended = await t.server.db.selectFrom('contests').select('id').where('endsAt', '<', Date.now()).executeTakeFirstOrThrow();
    const endedEntry = await t.server.db
      .selectFrom('contestMedia')
      .select(['id', 'actorId', 'albumId'])
      .where('contestId', '=', ended.id)
      .executeTakeFirstOrThrow();
    expect((await rest(t, token, 'POST', 'contests/addContestMediaVoting', voteBody(ended.id, guestId, endedEntry))).body.error.code).toBe(
      'CONFLICT',
    );
    expect((await rest(t, token, 'GET', `contests/getContestGridItems/${contestId}/bogus/10/0`)).status).toBe(400);
    expect((await rest(t, token, 'GET', `contests/getContestGridItems/${contestId}/all/0/0`)).status).toBe(400);
    expect((await rest(t, token, 'GET', 'contests/999999/getHeader')).status).toBe(404);
    expect(await t.server.db.selectFrom('contestVotes').select('id').where('guestId', '=', guestId).execute()).toHaveLength(0);
  });

  test("the head, the top list and one actor's entries", async () => {
    const token = await t.anonymousToken();
    const { contestId, entries } = await runningContest(t, 0);
    const english = await rest(t, token, 'GET', `contests/${contestId}/getHeader?language=en`);
    const german = await rest(t, token, 'GET', `contests/${contestId}/getHeader?language=de`);
    expect(german.body.header).toMatchObject({ contestId, isActive: true });
    expect(german.body.header.title).not.toBe(english.body.header.title);
    expect(german.body.header.text).toContain('fünf Stimmen');
    expect((await rest(t, token, 'GET', `contests/${contestId}/getHeader?language=xx`)).status).toBe(400);
    const top = await rest(t, token, 'GET', `contests/${contestId}/topList`);
    expect(top.body.topList.length).toBeLessThanOrEqual(10);
    const votes = top.body.topList.map((item: { votes: number }) => item.votes);
    expect(votes).toEqual([...votes].sort((a: number, b: number) => b - a));
    const actor = await rest(t, token, 'GET', `contests/${contestId}/actor/${entries[0]!.actorId}`);
    expect(actor.body.media.map((item: { mediaId: number }) => item.mediaId)).toContain(entries[0]!.id);
    const whole = await rest(t, token, 'GET', `contests/${contestId}`);
    expect(whole.body.contest.header.contestId).toBe(contestId);
    expect(whole.body.contest.media[0]).toMatchObject({ itemHash: expect.stringMatching(/^[0-9a-f]{16}$/), guestId: null });
  });

  test("the overview list of the query service speaks the request's language, English where no translation is kept", async () => {
    const token = await t.anonymousToken();
    const { contestId } = await runningContest(t, 0);
    const document = 'query { contests(running: true, first: 50) { id title description } }';
    const listed = async (language: string) => {
      const answer = await vxql(t.baseUrl, token, document, {}, language);
      return (answer.body.data!.contests as { id: number; title: string; description: string }[]).find(
        (contest) => contest.id === contestId,
      )!;
    };
    const [english, german] = await Promise.all([listed('en'), listed('de')]);
    const header = await rest(t, token, 'GET', `contests/${contestId}/getHeader?language=de`);
    expect(german).toMatchObject({ title: header.body.header.title, description: header.body.header.text });
    expect(german.title).not.toBe(english.title);
    await t.server.db.deleteFrom('contestTranslations').where('contestId', '=', contestId).where('language', '=', 'es').execute();
    expect(await listed('es')).toEqual(english);
  });
});
