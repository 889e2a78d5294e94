import { beforeEach, expect, test, vi } from 'vitest';

const openAlbum = vi.fn((albumId: number) => Promise.resolve({ album: { albumId, asked: openAlbum.mock.calls.length } }));
vi.mock('../../src/api/albums.ts', () => ({ openAlbum }));
const { EARLY_ALBUM_FRESH_MS, openAlbumEarly, openAlbumOnce, takeArrivedAlbum } = await import('../../src/features/albums/earlyAlbum.ts');

beforeEach(() => {
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

test('an early answer that has come is taken once by the first render, and only while fresh and for its album', async () => {
  await openAlbumEarly(7, 1_000);
  expect(takeArrivedAlbum(8, 1_500)).toBeUndefined();
  expect(takeArrivedAlbum(7, 1_000 + EARLY_ALBUM_FRESH_MS)).toBeUndefined();
  expect(takeArrivedAlbum(7, 1_500)).toEqual({ album: { albumId: 7, asked: 1 } });
  expect(takeArrivedAlbum(7, 1_600)).toBeUndefined();
  expect(openAlbum).toHaveBeenCalledTimes(1);
});

test('an early answer still on its way is not there to take; the view then waits for the same request', async () => {
  let answer!: (value: unknown) => void;
  openAlbum.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
  const arrived = openAlbumEarly(7, 1_000);
  expect(takeArrivedAlbum(7, 1_100)).toBeUndefined();
  const taken = openAlbumOnce(7, false, 1_200);
  answer({ album: { albumId: 7 } });
  await arrived;
  expect(await taken).toEqual({ album: { albumId: 7 } });
  expect(openAlbum).toHaveBeenCalledTimes(1);
});

test('a failed early answer settles the wait all the same and leaves nothing to take', async () => {
  openAlbum.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  await expect(openAlbumEarly(7, 1_000)).resolves.toBeUndefined();
  expect(takeArrivedAlbum(7, 1_100)).toBeUndefined();
});
