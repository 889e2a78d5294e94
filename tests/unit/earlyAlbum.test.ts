import { beforeEach, expect, test, vi } from 'vitest';

const openAlbum = vi.fn((albumId: number) => Promise.resolve({ album: { albumId, asked: openAlbum.mock.calls.length } }));
vi.mock('../../src/api/albums.ts', () => ({ openAlbum }));
/** What the first-request script asked for (src/api/firstVisit.ts): nothing unless a test says. */
const takeFirstAlbumAnswer = vi.fn((_albumId: number): { askedAt: number; answer: Promise<unknown> } | null => null);
vi.mock('../../src/api/firstVisit.ts', () => ({ takeFirstAlbumAnswer }));
const { EARLY_ALBUM_FRESH_MS, openAlbumEarly, openAlbumOnce, peekArrivedAlbum } = await import('../../src/features/albums/earlyAlbum.ts');

beforeEach(() => {
  takeFirstAlbumAnswer.mockClear();
  openAlbum.mockClear();
  openAlbumOnce(0, true, 0); // nothing left over from the test before
  openAlbum.mockClear();
});

test('the video page asks for its album once: the view takes the early answer', async () => {
  openAlbumEarly(7, 1_000);
  const answer = openAlbumOnce(7, false, 1_500);
  expect(openAlbum).toHaveBeenCalledTimes(1);
  expect(await answer).toEqual({ album: { albumId: 7, asked: 1 } });
});

test('the early answer is taken only once: the next load asks the server again', () => {
  openAlbumEarly(7, 1_000);
  openAlbumOnce(7, false, 1_500);
  openAlbumOnce(7, false, 1_600);
  expect(openAlbum).toHaveBeenCalledTimes(2);
});

test('after a purchase the album is asked anew, never taken from the early answer', () => {
  openAlbumEarly(7, 1_000);
  openAlbumOnce(7, true, 1_500);
  expect(openAlbum).toHaveBeenCalledTimes(2);
});

test('an early answer for another album, or an old one, is not used', () => {
  openAlbumEarly(7, 1_000);
  openAlbumOnce(8, false, 1_500);
  expect(openAlbum).toHaveBeenLastCalledWith(8);
  openAlbumEarly(7, 1_000);
  openAlbumOnce(7, false, 1_000 + EARLY_ALBUM_FRESH_MS);
  expect(openAlbum).toHaveBeenCalledTimes(4);
});

test('an early answer that has come is there for the first render only while fresh and for its album, and again for a render React threw away', async () => {
  await openAlbumEarly(7, 1_000);
  expect(peekArrivedAlbum(8, 1_500)).toBeUndefined();
  expect(peekArrivedAlbum(7, 1_000 + EARLY_ALBUM_FRESH_MS)).toBeUndefined();
  expect(peekArrivedAlbum(7, 1_500)).toEqual({ album: { albumId: 7, asked: 1 } });
  expect(peekArrivedAlbum(7, 1_600)).toEqual({ album: { albumId: 7, asked: 1 } }); // the render after a suspended one
  expect(openAlbum).toHaveBeenCalledTimes(1);
  // the view's load takes it (once): after that it is gone
  await openAlbumOnce(7, false, 1_700);
  expect(peekArrivedAlbum(7, 1_800)).toBeUndefined();
  expect(openAlbum).toHaveBeenCalledTimes(1);
});

test('an early answer still on its way is not there to take; the view then waits for the same request', async () => {
  let answer!: (value: unknown) => void;
  openAlbum.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
  const arrived = openAlbumEarly(7, 1_000);
  expect(peekArrivedAlbum(7, 1_100)).toBeUndefined();
  const taken = openAlbumOnce(7, false, 1_200);
  answer({ album: { albumId: 7 } });
  await arrived;
  expect(await taken).toEqual({ album: { albumId: 7 } });
  expect(openAlbum).toHaveBeenCalledTimes(1);
});

test('a failed early answer settles the wait all the same and leaves nothing to take', async () => {
  openAlbum.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  await expect(openAlbumEarly(7, 1_000)).resolves.toBeUndefined();
  expect(peekArrivedAlbum(7, 1_100)).toBeUndefined();
});

test("the first-request script's answer is taken instead of asking, its age counted from when the script asked", async () => {
  takeFirstAlbumAnswer.mockImplementationOnce(() => ({ askedAt: 400, answer: Promise.resolve({ album: { albumId: 7, early: true } }) }));
  await openAlbumEarly(7, 1_000);
  expect(takeFirstAlbumAnswer).toHaveBeenCalledWith(7);
  expect(openAlbum).not.toHaveBeenCalled();
  expect(peekArrivedAlbum(7, 400 + EARLY_ALBUM_FRESH_MS)).toBeUndefined(); // as old as the script's request, not the page's code
  takeFirstAlbumAnswer.mockImplementationOnce(() => ({ askedAt: 400, answer: Promise.resolve({ album: { albumId: 7, early: true } }) }));
  await openAlbumEarly(7, 1_000);
  expect(peekArrivedAlbum(7, 1_500)).toEqual({ album: { albumId: 7, early: true } });
  expect(openAlbum).not.toHaveBeenCalled();
});

test("the script's refused or failed call is asked again by the app (which renews an expired token)", async () => {
  takeFirstAlbumAnswer.mockImplementationOnce(() => ({ askedAt: 900, answer: Promise.resolve(null) }));
  await openAlbumEarly(7, 1_000);
  expect(openAlbum).toHaveBeenCalledWith(7);
  expect(peekArrivedAlbum(7, 1_500)).toEqual({ album: { albumId: 7, asked: 1 } });
});
