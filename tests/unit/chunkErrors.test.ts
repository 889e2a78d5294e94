import { describe, expect, test } from 'vitest';
import { CHUNK_RELOAD_QUIET_MS, chunkUrlOf, isChunkLoadError, mayReloadForChunk } from '../../src/app/chunkErrors.ts';

describe('a failed chunk is told from a failed page', () => {
  test.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://127.0.0.1:8390/assets/BlogPages-BbkItcmG.js'],
    ['Firefox', 'error loading dynamically imported module: http://127.0.0.1:8390/assets/BlogPages-BbkItcmG.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite (styles)', 'Unable to preload CSS for /assets/BlogPages-Dx.css'],
  ])('%s wording is a chunk error', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  test("a page's own failure is not a chunk error", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  test('the failed address is read from the message, without trailing punctuation', () => {
    expect(chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/A-1.js.'))).toBe(
      'http://localhost/assets/A-1.js',
    );
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('a gone chunk reloads the page at most once a minute', () => {
  test('the first time it may', () => {
    expect(mayReloadForChunk(null, 1_000)).toBe(true);
  });
  test('within the minute after a reload it may not: the retry shows instead', () => {
    expect(CHUNK_RELOAD_QUIET_MS).toBe(60_000);
    expect(mayReloadForChunk(10_000, 10_000 + CHUNK_RELOAD_QUIET_MS - 1)).toBe(false);
    expect(mayReloadForChunk(10_000, 10_000 + CHUNK_RELOAD_QUIET_MS)).toBe(true);
  });
});
