import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/contract/enums.ts';

/** Reads a .po catalog into msgid -> msgstr (multi-line strings joined, header skipped). */
function readCatalog(file: string): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../locales', `${file}.po`), 'utf8');
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
    field = null;
  };
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

/** The variable names a message uses at its top level: {name}, {count, plural, ...}. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w.]*)\s*[,}]/g)]
    .map((m) => m[1]!)
    .filter((v, i, all) => all.indexOf(v) === i)
    .sort();
}

/** The main catalog (first load), the placeholder catalog (lazy) and the checkout frame's catalog, see lingui.config.ts. */
const CATALOGS = ['', 'placeholders/', 'later/', 'checkout/'];

describe.each(CATALOGS)('translation catalogs %s', (folder) => {
  const english = readCatalog(`${folder}en`);

  test('the English catalog holds the extracted messages', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    test(`${language}: every message has a translation that keeps its placeholders`, () => {
      const catalog = readCatalog(`${folder}${language}`);
      const missing = [...english.keys()].filter((id) => !catalog.get(id));
      expect(missing, `untranslated in ${language}.po`).toEqual([]);
      const broken = [...english.keys()].filter((id) => placeholders(catalog.get(id) ?? '').join() !== placeholders(id).join());
      expect(broken, `placeholders changed in ${language}.po`).toEqual([]);
    });
  }
});
