// The stylesheets cannot import the contract, so this test holds them to it: every media query
// width in the shell's and the building blocks' CSS is a contract breakpoint, the tile grid has
// the contract's columns, and the mobile menus switch at the contract's threshold.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BREAKPOINTS, MOBILE_MENU, TILE_COLUMNS } from '../../src/contract/constants.ts';

const ROOT = join(import.meta.dirname, '../..');
const CSS_DIRS = ['src/app', 'src/ui'];

function cssFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

interface MediaBlock {
  file: string;
  condition: string;
  body: string;
}

/** The `@media` blocks of a stylesheet, with their bodies (braces matched). */
function mediaBlocks(file: string, css: string): MediaBlock[] {
  const blocks: MediaBlock[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let at = text.indexOf('@media');
  while (at >= 0) {
    const open = text.indexOf('{', at);
    let depth = 1;
    let end = open + 1;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth++;
      if (text[end] === '}') depth--;
      end++;
    }
    blocks.push({ file, condition: text.slice(at + 6, open).trim(), body: text.slice(open + 1, end - 1) });
    at = text.indexOf('@media', end);
  }
  return blocks;
}

/** The body of the first rule for `selector` (exactly) in a piece of CSS, or null. */
function ruleBody(css: string, selector: string): string | null {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = css.match(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`));
  return match?.[1] ?? null;
}

/** Media queries on width: their numbers in px. */
function widthsOf(condition: string): number[] {
  return [...condition.matchAll(/(?:min|max)-width\s*:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
}

const files = CSS_DIRS.flatMap(cssFiles);
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const blocks = files.flatMap((file) => mediaBlocks(file, sources.get(file) ?? ''));
const allowed = new Set<number>([...Object.values(BREAKPOINTS), MOBILE_MENU.belowWidthPx]);

function blocksAt(minWidth: number): MediaBlock[] {
  return blocks.filter((block) => new RegExp(`min-width\\s*:\\s*${minWidth}px`).test(block.condition));
}

describe('breakpoints in CSS', () => {
  test('the shell has stylesheets with media queries', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(blocks.length).toBeGreaterThan(0);
  });

  test('every media query width is a contract breakpoint or the mobile menu threshold', () => {
    for (const block of blocks) {
      const widths = widthsOf(block.condition);
      for (const width of widths) {
        expect(allowed, `${relative(ROOT, block.file)}: @media ${block.condition}`).toContain(width);
      }
    }
  });

  test('every contract breakpoint is used', () => {
    for (const [name, width] of Object.entries(BREAKPOINTS)) {
      expect(blocksAt(width).length, `breakpoint ${name} (${width}px)`).toBeGreaterThan(0);
    }
  });

  test('the mobile bar hides and the desktop navbar shows from the mobile menu threshold up', () => {
    const atThreshold = blocksAt(MOBILE_MENU.belowWidthPx);
    const mobileShell = atThreshold.map((block) => ruleBody(block.body, '.mobile-shell')).find(Boolean);
    expect(mobileShell).toMatch(/display\s*:\s*none/);
    const desktopNav = atThreshold.some((block) => /\.navbar__nav[\s\S]*?\{[^}]*display\s*:\s*flex/.test(block.body));
    expect(desktopNav).toBe(true);
    // Nothing switches the menus at another width.
    for (const block of blocks) {
      if (/\.mobile-shell\b/.test(block.body)) expect(widthsOf(block.condition)).toEqual([MOBILE_MENU.belowWidthPx]);
    }
  });
});

describe('tile grid columns', () => {
  const gridCss = [...sources.entries()].filter(([, css]) => css.includes('.tile-grid'));

  function columnsIn(body: string | null): number | null {
    const match = body?.match(/grid-template-columns\s*:\s*repeat\(\s*(\d+)/);
    return match ? Number(match[1]) : null;
  }

  test('one stylesheet defines the tile grid', () => {
    expect(gridCss.length).toBe(1);
  });

  test('narrow viewports get the narrow column count', () => {
    const [, css] = gridCss[0] ?? ['', ''];
    const outsideMedia = css.replace(/\/\*[\s\S]*?\*\//g, '').split('@media')[0] ?? '';
    expect(columnsIn(ruleBody(outsideMedia, '.tile-grid'))).toBe(TILE_COLUMNS.narrowColumns);
  });

  test('each step of the contract has its media query and column count', () => {
    for (const step of TILE_COLUMNS.steps) {
      const minWidth = step.aboveWidthPx + 1;
      const columns = blocksAt(minWidth)
        .map((block) => columnsIn(ruleBody(block.body, '.tile-grid')))
        .filter((value) => value !== null);
      expect(columns, `above ${step.aboveWidthPx}px`).toEqual([step.columns]);
    }
  });

  test('the tile grid steps are at named breakpoints', () => {
    const named = Object.values(BREAKPOINTS) as number[];
    for (const step of TILE_COLUMNS.steps) expect(named).toContain(step.aboveWidthPx + 1);
  });

  test('no other width changes the tile grid', () => {
    const stepWidths = TILE_COLUMNS.steps.map((step) => step.aboveWidthPx + 1).sort();
    const gridWidths = blocks
      .filter((block) => ruleBody(block.body, '.tile-grid') !== null)
      .flatMap((block) => widthsOf(block.condition))
      .sort();
    expect(gridWidths).toEqual(stepWidths);
  });
});
