import { beforeEach, expect, test, vi } from 'vitest';

const openAlbum = vi.fn((albumId: number) => Promise.resolve({ album: { albumId, asked: openAlbum.mock.calls.length } }));
vi.mock('../../src/api/albums.ts', () => ({ openAlbum }));
const { EARLY_ALBUM_FRESH_MS, openAlbumEarly, openAlbumOnce } = await import('../../src/features/albums/earlyAlbum.ts');

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
