// guest/sendVideoShareEmail over real HTTP: a logged-in guest sends a video's link to an address
// with an optional message; bad input is refused changing nothing (no mail, no count), the
// hourly limit holds (VIDEO_SHARE), and the mail reaches the mail log as plain text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VIDEO_SHARE } from '../../src/contract/videoShare.ts';
import { album, newGuest, rest } from './guestHelpers.ts';
import { logLines, startTestServer, type TestServer } from './harness.ts';
import { internal } from './socketClient.ts';

let t: TestServer;
let videoId: number;
let photoAlbumId: number;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN: 'internal-video-share' } });
  videoId = (await album(t.server.db, 'video')).id;
  photoAlbumId = (await album(t.server.db, 'photo')).id;
});
afterAll(async () => {
  await t?.close();
});

const share = (token: string | null, body: unknown, language = 'en') =>
  rest(t, token, 'POST', `guest/sendVideoShareEmail?language=${language}`, body);
const sharedMails = (to: string) =>
  logLines(t).flatMap(({ msg = '' }) => (msg.includes('video share link') && msg.includes(` for ${to}: `) ? [msg] : []));

describe('sharing a video by e-mail', () => {
  test('the mail with the link to the video and the message goes to the mail log', async () => {
    const { token } = await newGuest(t, { name: 'Sharing Sam' });
    const answer = await share(
      token,
      { albumId: videoId, emailAddress: ' friend.one@example.org ', message: 'Look at <b>this</b> one!' },
      'de',
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const [mail, more] = sharedMails('friend.one@example.org');
    expect(more).toBeUndefined();
    expect(mail).toContain('Sharing Sam teilt das Video');
    expect(mail).toMatch(new RegExp(`: http://127\\.0\\.0\\.1:\\d+/de/amateur/[a-z0-9_-]+/bilder/${videoId}/ `));
    // the message is quoted text: what the guest typed, markup and all, never turned into HTML
    expect(mail).toContain('with the message "Look at <b>this</b> one!"');
  });

  test('a share without a message sends the link alone', async () => {
    const { token } = await newGuest(t);
    expect((await share(token, { albumId: videoId, emailAddress: 'friend.two@example.org' })).status).toBe(200);
    expect(sharedMails('friend.two@example.org')[0]).not.toContain('with the message');
  });

  test('a logged-out guest is asked to log in', async () => {
    const answer = await share(await t.anonymousToken(), { albumId: videoId, emailAddress: 'nobody.three@example.org' });
    expect(answer.status).toBe(401);
    expect(sharedMails('nobody.three@example.org')).toEqual([]);
  });

  test.each([
    ['an address without a top-level domain', { emailAddress: 'friend@example' }, 400],
    ['an address without an at sign', { emailAddress: 'friend.example.org' }, 400],
    ['a message one character too long', { message: 'x'.repeat(VIDEO_SHARE.messageMaxChars + 1) }, 400],
    ['an album id that is text', { albumId: 'one' }, 400],
    ['a video that does not exist', { albumId: 2_000_000_000 }, 404],
  ])('%s is refused, sends nothing and counts nothing', async (name, fields, status) => {
    const { token, guestId } = await newGuest(t);
    const to = `bad.${name.replaceAll(' ', '-')}@example.org`;
    const answer = await share(token, { albumId: videoId, emailAddress: to, ...fields });
    expect(answer.status).toBe(status);
    expect(sharedMails(to)).toEqual([]);
    expect(
      await t.server.db.selectFrom('rateLimits').select('count').where('key', '=', `videoShare:${guestId}`).executeTakeFirst(),
    ).toBeUndefined();
  });

  test('a photo album is not a video to share', async () => {
    const { token } = await newGuest(t);
    expect((await share(token, { albumId: photoAlbumId, emailAddress: 'photo.album@example.org' })).status).toBe(404);
  });

  test('a message of exactly the limit is sent', async () => {
    const { token } = await newGuest(t);
    expect(
      (await share(token, { albumId: videoId, emailAddress: 'long.message@example.org', message: 'é'.repeat(VIDEO_SHARE.messageMaxChars) }))
        .status,
    ).toBe(200);
  });

  test(`a guest shares at most ${VIDEO_SHARE.perHour} videos an hour`, async () => {
    expect(VIDEO_SHARE).toMatchObject({ perHour: 5, windowMs: 3_600_000, messageMaxChars: 300 });
    const { token } = await newGuest(t);
    for (let i = 0; i < VIDEO_SHARE.perHour; i++)
      expect((await share(token, { albumId: videoId, emailAddress: `limit.${i}@example.org` })).status).toBe(200);
    const refused = await share(token, { albumId: videoId, emailAddress: 'limit.over@example.org' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(sharedMails('limit.over@example.org')).toEqual([]);
    // another guest has their own count
    const other = await newGuest(t);
    expect((await share(other.token, { albumId: videoId, emailAddress: 'limit.other@example.org' })).status).toBe(200);
  });

  test('support reads the shared mail back from the internal mails route (the e2e tests do too)', async () => {
    const { token } = await newGuest(t);
    await share(token, { albumId: videoId, emailAddress: 'Read.Back@example.org', message: 'Hi' });
    const read = await internal(t.baseUrl, 'internal-video-share', 'GET', 'mails?to=read.back@example.org');
    expect(read.body.mails).toEqual([
      expect.objectContaining({
        kind: 'video share link',
        to: 'Read.Back@example.org',
        text: 'Hi',
        link: expect.stringContaining(`/pictures/${videoId}/`),
      }),
    ]);
    expect((await internal(t.baseUrl, null, 'GET', 'mails?to=read.back@example.org')).status).toBe(403);
  });
});
