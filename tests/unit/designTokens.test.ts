// The visual system (issue 20, point 6): spacing and type sizes come from the scale in
// src/app/theme.css, so margins, paddings, gaps and font sizes are chosen from a few steps
// instead of picked per file, and every page has the same outer margin (--page-margin).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const THEME = 'src/app/theme.css';

/** Properties whose lengths must come from the scale. */
const SCALED = /^(margin|padding)(-(top|right|bottom|left|inline|block)(-(start|end))?)?$|^(row-|column-)?gap$|^font(-size)?$/;

/**
 * Raw lengths allowed anyway, each with its reason: `file selector property`.
 * Keep it short; a new entry needs a reason a reviewer agrees with.
 */
const ALLOWED = new Map<string, string>([
  // The visually hidden pattern's -1px margin is part of the pattern, not spacing.
  ['src/app/theme.css .visually-hidden margin', 'the visually hidden pattern'],
]);

function cssFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

interface Declaration {
  file: string;
  selector: string;
  property: string;
  value: string;
}

/** Every declaration of a stylesheet with the selector of its rule (at-rules' own lines left out). */
function declarations(file: string): Declaration[] {
  const css = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Declaration[] = [];
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of css.matchAll(rule)) {
    const selector = match[1]!.trim().replace(/\s+/g, ' ');
    for (const part of match[2]!.split(';')) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      found.push({ file, selector, property: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() });
    }
  }
  return found;
}

/** The raw lengths in a value that are not 0 and not a 1px hairline. */
function rawLengths(value: string): string[] {
  return [...value.matchAll(/(?<![\w-])(-?\d*\.?\d+)(px|rem|em)\b/g)]
    .filter((m) => Number(m[1]) !== 0 && !(m[2] === 'px' && Math.abs(Number(m[1])) === 1))
    .map((m) => m[0]);
}

const files = cssFiles('src');
const all = files.flatMap(declarations);

describe('the spacing and type scale', () => {
  test('theme.css defines the spacing, type, line-height and radius tokens and one page margin', () => {
    const theme = readFileSync(join(ROOT, THEME), 'utf8');
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8]) expect(theme).toMatch(new RegExp(`--space-${step}:`));
    for (const size of ['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl']) expect(theme).toMatch(new RegExp(`--text-${size}:`));
    for (const token of ['--leading-tight:', '--leading:', '--radius-sm:', '--radius:', '--radius-lg:', '--page-margin:'])
      expect(theme).toContain(token);
  });

  test('no stylesheet under src/ uses a raw length for a margin, padding, gap or font size', () => {
    const offenders = all
      .filter((d) => SCALED.test(d.property) && rawLengths(d.value).length > 0)
      .filter((d) => !ALLOWED.has(`${d.file} ${d.selector} ${d.property}`))
      .map((d) => `${d.file}: ${d.selector} { ${d.property}: ${d.value} }`);
    expect(offenders).toEqual([]);
  });

  test('every custom property a stylesheet reads is defined', () => {
    const defined = new Set(all.filter((d) => d.property.startsWith('--')).map((d) => d.property));
    const read = all.flatMap((d) =>
      [...d.value.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g)].map((m) => ({
        name: m[1]!,
        hasFallback: m[2] === ',',
        where: `${d.file}: ${d.selector}`,
      })),
    );
    const missing = read.filter((r) => !defined.has(r.name) && !r.hasFallback).map((r) => `${r.where} reads ${r.name}`);
    expect(missing).toEqual([]);
  });

  test('the page margin is set once, in theme.css, and no page adds its own outer margin', () => {
    const setters = all.filter((d) => d.property === '--page-margin').map((d) => d.file);
    expect(new Set(setters)).toEqual(new Set([THEME]));
    // The old per-width gutter is gone: pages, the navbar and the footer all read --page-margin.
    expect(all.filter((d) => d.value.includes('--page-gutter')).map((d) => `${d.file}: ${d.selector}`)).toEqual([]);
    // A page's own wrapper sits inside the shell's padding: padding it again doubled the margin (actor pages).
    const pageWrappers = all.filter((d) => /^\.(actor-page|page)$/.test(d.selector) && /^padding/.test(d.property) && d.value !== '0');
    expect(pageWrappers.map((d) => `${d.file}: ${d.selector} { ${d.property}: ${d.value} }`)).toEqual([]);
  });
});
