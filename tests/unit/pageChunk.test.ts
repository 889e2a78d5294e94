import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { pageChunk, renewFailedPages } from '../../src/app/pageChunk.ts';

// A page in its own chunk (src/app/pageChunk.ts): the visit's first page is loaded before the
// first render (src/main.tsx), so it renders at once instead of through its Suspense fallback
// (issue 23); a chunk that failed is loaded again after renewFailedPages (issue 21).

const inSuspense = (Page: ReturnType<typeof pageChunk>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(Page)));
const content = { default: () => createElement('p', null, 'the page') };

describe('a page chunk', () => {
  test('renders its fallback until the chunk is there, and the page at once once preloaded', async () => {
    let loads = 0;
    const Page = pageChunk(async () => {
      loads += 1;
      return content;
    });
    expect(inSuspense(Page)).toContain('loading');
    await Page.preload();
    expect(inSuspense(Page)).toContain('the page');
    expect(inSuspense(Page)).not.toContain('loading');
    expect(loads).toBe(1);
  });

  test('a preload that fails resolves all the same, and the chunk is asked for again only after the renewal', async () => {
    let loads = 0;
    const Page = pageChunk(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return content;
    });
    await expect(Page.preload()).resolves.toBeUndefined();
    await Page.preload();
    expect(loads).toBe(1);
    renewFailedPages();
    await Page.preload();
    expect(loads).toBe(2);
    expect(inSuspense(Page)).toContain('the page');
  });
});
