import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NOT_FOUND_SOURCE, PAGE_SOURCES } from '../../src/app/pageSources.ts';
import { ROUTE_IDS } from '../../src/app/routes.ts';

// The server names a page's chunks in the HTML it serves (server/pagePreloads.ts) from
// src/app/pageSources.ts; the client loads the page from src/app/pages.ts. They must name the
// same module for every route, or the HTML would preload another page's code.
const pages = readFileSync(new URL('../../src/app/pages.ts', import.meta.url), 'utf8');
const fromPages = (expression: string): string | null => {
  if (expression === 'HomePage') return null;
  const named = new RegExp(`const ${expression}(?:: Page)? = pageChunk\\(\\(\\) => import\\('([^']+)'\\)\\);`).exec(pages)?.[1];
  const inline = /^pageChunk\(\(\) => import\('([^']+)'\)\)$/.exec(expression)?.[1];
  const relative = named ?? inline;
  if (!relative) throw new Error(`pages.ts: cannot read ${expression}`);
  return `src/${relative.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}`;
};

describe('the page sources the server preloads', () => {
  test('name, for every route, the module pages.ts loads for it', () => {
    const table = pages.slice(pages.indexOf('const pages: Record<RouteId, Page> = {'));
    const entries = [...table.slice(0, table.indexOf('};')).matchAll(/^ {2}(\w+): (.+),$/gm)].map(([, id, expression]) => [
      id,
      fromPages(expression!),
    ]);
    expect(Object.fromEntries(entries)).toEqual(PAGE_SOURCES);
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual([...ROUTE_IDS].sort());
  });

  test('name the not-found page pages.ts loads', () => {
    expect(fromPages('NotFoundPage')).toBe(NOT_FOUND_SOURCE);
  });
});
