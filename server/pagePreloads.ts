// The page's own chunks named in the HTML served for it (issue 23): a first visit to a page other
// than home loaded the first chunk, then the page's chunk, then that chunk's imports, then theirs
// (four to five round trips in a row on a slow phone, a second before the page could ask for its
// data). With `<link rel="modulepreload">` for every chunk the page needs beyond the first one,
// and `<link rel="preload" as="style" crossorigin>` for its styles (Vite's loader asks for them
// with crossorigin: a preload without it would not be used), they all load beside the first
// chunk; so do the language catalogs its first render waits for.
// Read from the build's manifest (vite.config.ts `build.manifest`) and src/app/pageSources.ts;
// without a manifest (a client built elsewhere) the shell goes out as it is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogSources, NOT_FOUND_SOURCE, PAGE_SOURCES } from '../src/app/pageSources.ts';
import type { RouteMatch } from '../src/app/routes.ts';
import { escapeHtml } from './seoShell.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The link tags of a matched route's page and catalogs (null: no route matched, the not-found page), '' when it needs nothing beyond the first chunk. */
export type PagePreloads = (match: Pick<RouteMatch, 'id' | 'language'> | null) => string;

export function pagePreloads(clientDir: string, shell: string): PagePreloads {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // what the shell loads anyway: its scripts and styles (the entry is part of the first chunk,
  // vite.config.ts), and their static imports
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const inShell = new Set([...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
  for (const [key, chunk] of Object.entries(manifest)) if (inShell.has(chunk.file)) walk(key, loaded);
  const tags = new Map<string, string>();
  return (match) => {
    const sources = match ? [PAGE_SOURCES[match.id], ...catalogSources(match.id, match.language)] : [NOT_FOUND_SOURCE];
    const key = sources.join(' ');
    let html = tags.get(key);
    if (html === undefined) {
      const needed = new Set<string>();
      for (const source of sources) if (source) walk(source, needed);
      html = [...needed]
        .filter((asset) => !loaded.has(asset))
        .map((asset) =>
          asset.endsWith('.css')
            ? `<link rel="preload" as="style" crossorigin href="/${escapeHtml(asset)}">`
            : `<link rel="modulepreload" href="/${escapeHtml(asset)}">`,
        )
        .join('');
      tags.set(key, html);
    }
    return html;
  };
}

/** The shell with the page's preloads before </head>. */
export function withPreloads(shell: string, tags: string): string {
  return tags && shell.includes('</head>') ? shell.replace('</head>', `${tags}</head>`) : shell;
}
