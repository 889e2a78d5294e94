// Storage that lasts (issue 22 point 7): which cached answers make a saved page (never trimmed),
// how far the disposable caches are trimmed, and when the app asks for persistent storage.
import { describe, expect, test } from 'vitest';
import { shouldAskPersist } from '../../src/app/storagePersistence.ts';
import { IMAGE_CACHE, LIST_CACHE, SAVED_PAGES_CACHE } from '../../src/contract/offline.ts';
import {
  DISPOSABLE_LIMITS,
  DISPOSABLE_MAX_AGE_DAYS,
  entriesToDrop,
  formatBytes,
  pageId,
  removedWith,
  savedPageOf,
} from '../../src/contract/savedPageRules.ts';

const at = (path: string) => new URL(`http://app.test${path}`);

describe('what is a saved page', () => {
  test("an actor's data asked by name is the actor's page, whatever its token and language", () => {
    expect(savedPageOf(at('/api/v1/actor/getActorDataByIdOrName/Iline?token=abc&language=de&v=1'))).toEqual({
      kind: 'actor',
      name: 'iline',
    });
    expect(savedPageOf(at('/api/v1/actor/getActorDataByIdOrName/anna%20lee?token=abc'))).toEqual({ kind: 'actor', name: 'anna lee' });
  });

  test("a video's gallery/open is the video page", () => {
    expect(savedPageOf(at('/api/v1/gallery/open?albumId=3833&token=abc&language=en'))).toEqual({ kind: 'video', albumId: 3833 });
    expect(pageId({ kind: 'video', albumId: 3833 })).toBe('video:3833');
    expect(pageId({ kind: 'actor', name: 'iline' })).toBe('actor:iline');
  });

  test('lists and everything else are disposable: sedcards, top videos, comments, an actor asked by id, a bad album id', () => {
    for (const path of [
      '/api/v1/gallery/getsedcards/1/%7B%22limit%22%3A12%7D?token=abc',
      '/api/v1/gallery/getTopVideos/1?token=abc',
      '/api/v1/gallery/getpromotedvideo/1?token=abc',
      '/api/v1/gallery/getComments?albumId=3833&limit=10&offset=0',
      '/api/v1/actor/getActorDataByIdOrName/17?token=abc',
      '/api/v1/gallery/open?albumId=abc',
      '/api/v1/gallery/open?albumId=-3',
      '/__cache/vxql/49c852894ce510e5f5e14dd98a116f9763ec3b7a556cd917ad053c3227948cdc',
    ]) {
      expect(savedPageOf(at(path)), path).toBeNull();
    }
  });

  test('the three caches have their own names', () => {
    expect(new Set([SAVED_PAGES_CACHE, LIST_CACHE, IMAGE_CACHE]).size).toBe(3);
  });
});

describe('removing a saved page', () => {
  const pages = [
    { id: 'actor:iline', kind: 'actor' as const, actorId: 1 },
    { id: 'actor:jonix', kind: 'actor' as const, actorId: 2 },
    { id: 'video:10', kind: 'video' as const, actorId: 1 },
    { id: 'video:11', kind: 'video' as const, actorId: 2 },
    { id: 'video:12', kind: 'video' as const, actorId: 1 },
  ];

  test("an actor's removal takes that actor's saved videos with it (they show the actor's header), no other", () => {
    expect(removedWith(pages[0]!, pages).map((page) => page.id)).toEqual(['actor:iline', 'video:10', 'video:12']);
  });

  test('a video goes alone, the actor stays', () => {
    expect(removedWith(pages[2]!, pages).map((page) => page.id)).toEqual(['video:10']);
  });
});

describe('trimming the disposable caches', () => {
  test('the limits: lists 400 kept as written, 200 after an idle trim; images 500 and 300; 14 and 30 days', () => {
    expect(DISPOSABLE_LIMITS).toEqual({ lists: { max: 400, idle: 200 }, images: { max: 500, idle: 300 } });
    expect(DISPOSABLE_MAX_AGE_DAYS).toEqual({ lists: 14, images: 30 });
  });

  test('idle: the oldest entries above the idle target go, nothing below it', () => {
    expect(entriesToDrop(350, 'lists', 'idle')).toBe(150);
    expect(entriesToDrop(200, 'lists', 'idle')).toBe(0);
    expect(entriesToDrop(201, 'lists', 'idle')).toBe(1);
    expect(entriesToDrop(120, 'lists', 'idle')).toBe(0);
    expect(entriesToDrop(500, 'images', 'idle')).toBe(200);
    expect(entriesToDrop(300, 'images', 'idle')).toBe(0);
  });

  test('a quota error empties the disposable caches (saved pages are never trimmed: they have no limit here)', () => {
    expect(entriesToDrop(120, 'lists', 'quota')).toBe(120);
    expect(entriesToDrop(7, 'images', 'quota')).toBe(7);
    expect(Object.keys(DISPOSABLE_LIMITS)).toEqual(['lists', 'images']);
  });
});

describe('sizes as the settings show them', () => {
  test("bytes, kilobytes with one decimal under ten, megabytes; in the guest's language", () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2_500, 'en')).toBe('2.5 kB');
    expect(formatBytes(12_345, 'en')).toBe('12 kB');
    expect(formatBytes(3_400_000, 'de')).toBe('3,4 MB');
  });
});

describe('persistent storage', () => {
  test('asked once installed, where supported, unless granted already', () => {
    expect(shouldAskPersist({ supported: true, installed: true, persisted: false })).toBe(true);
    expect(shouldAskPersist({ supported: true, installed: false, persisted: false })).toBe(false);
    expect(shouldAskPersist({ supported: true, installed: true, persisted: true })).toBe(false);
    expect(shouldAskPersist({ supported: false, installed: true, persisted: false })).toBe(false);
  });
});
