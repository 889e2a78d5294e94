// No control or icon is drawn with an emoji or a symbol glyph (issue 20): where no emoji or
// symbol font is installed they show as empty boxes. Every text the UI code can put on screen
// (JSX text, string and template literals; comments are not looked at) in the app (src/) and
// the checkout frame (server/checkout/frame/) is scanned. Icons are src/ui/Icon.tsx. No
// allow-list: ordinary typography (… – — “ ” „ € © and letters of any language) is not a glyph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Vite's own parser (rolldown, a dependency of vite): TypeScript 7 has no JavaScript API.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'server/checkout/frame'];

/**
 * Characters that need an emoji or symbol font: pictographs (emoji), arrows, technical symbols,
 * geometric shapes (● ◀ ▶ ◷), miscellaneous symbols and dingbats (★ ♥ ☰ ✓ ✕), the emoji
 * presentation selector and the zero-width joiner of emoji sequences. ©, ® and ™ are text.
 */
const SYMBOL_GLYPH =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the selector and the joiner are matched on their own, as glyph parts
  /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2900-\u297f\u2b00-\u2bff\ufe0f\u200d]/u;
/** In JSX (.tsx) also the glyphs used as close, back and forward buttons: × ‹ ›. */
const CONTROL_GLYPH = /[\u00d7\u2039\u203a]/u;

interface GlyphHit {
  line: number;
  text: string;
}

/** The texts in a source file that hold a symbol glyph (and in .tsx a control glyph). */
function findGlyphs(fileName: string, source: string): GlyphHit[] {
  const isTsx = fileName.endsWith('.tsx');
  const program = parseAst(source, { lang: isTsx ? 'tsx' : 'ts' }, fileName);
  const hits: GlyphHit[] = [];
  const check = (text: unknown, start: number) => {
    if (typeof text !== 'string' || !(SYMBOL_GLYPH.test(text) || (isTsx && CONTROL_GLYPH.test(text)))) return;
    hits.push({ line: source.slice(0, start).split('\n').length, text: text.trim() });
  };
  // Every node, depth first; comments are not nodes of the tree.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const item = node as { type?: string; value?: unknown; start?: number };
    if (item.type === 'JSXText' || (item.type === 'Literal' && typeof item.value === 'string')) check(item.value, item.start ?? 0);
    if (item.type === 'TemplateElement')
      check((item.value as { cooked?: string; raw: string }).cooked ?? (item.value as { raw: string }).raw, item.start ?? 0);
    for (const child of Object.values(item)) visit(child);
  };
  visit(program);
  return hits;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('the glyph check finds what it is for', () => {
  test('emoji and symbol glyphs in JSX text, strings and templates are found', () => {
    expect(findGlyphs('a.tsx', 'const a = <button aria-label="Like">👍</button>;')).toHaveLength(1);
    expect(findGlyphs('a.tsx', "const icons = { heart: '❤️', fire: '🔥' };")).toHaveLength(2);
    expect(findGlyphs('a.tsx', "const star = (on: boolean) => <span>{on ? '★' : '☆'}</span>;")).toHaveLength(2);
    expect(findGlyphs('a.tsx', 'const next = <span aria-hidden="true"> ›</span>;')).toHaveLength(1);
    expect(findGlyphs('a.tsx', 'const close = <button>×</button>;')).toHaveLength(1);
    expect(findGlyphs('a.ts', "button.textContent = '✕';")).toHaveLength(1);
    expect(findGlyphs('a.ts', 'const arrow = `${label} →`;')).toHaveLength(1);
  });

  test('typography, other languages and comments are not glyphs', () => {
    expect(findGlyphs('a.tsx', 'const a = <p>Loading… 2–3 “quoted” „zitiert“ 9.99 € © Glimmer ¡Hola! Größe</p>;')).toEqual([]);
    expect(findGlyphs('a.tsx', '// a comment may say 👍 or ─\nconst a = 1;')).toEqual([]);
    // a multiplication sign in a plain .ts text ("2 × Message vouchers") is typography
    expect(findGlyphs('a.ts', 'const text = `${amount} × ${voucher}`;')).toEqual([]);
  });
});

describe('the UI draws no control or icon with a glyph', () => {
  const files = SCANNED.flatMap(sourceFiles);

  test('the scan covers the UI', () => {
    expect(files).toContain(path.join('src', 'features', 'livechat', 'Reactions.tsx'));
    expect(files).toContain(path.join('server', 'checkout', 'frame', 'App.tsx'));
  });

  test('no source file of the app or the checkout frame holds an emoji or symbol glyph in its texts', () => {
    const found = files.flatMap((file) =>
      findGlyphs(file, readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit.line} ${JSON.stringify(hit.text)}`),
    );
    expect(found).toEqual([]);
  });
});
