import path from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { makeConfig } from '@lingui/conf';
import { afterEach, describe, expect, test, vi } from 'vitest';
import linguiConfig from '../../lingui.config.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';
import { PSEUDO_LOCALE_KEY } from '../../src/contract/storageKeys.ts';
import { PSEUDO_LOCALE, wantsPseudoLocale } from '../../src/i18n/pseudoLocale.ts';

// The pseudo-locale in dev (STYLE.md; issue 24 point 6): lingui.config.ts's `pseudo` catalogs show
// every text in look-alike letters; `?pseudo=1` switches them on in a dev build, never in production.

const root = path.resolve(import.meta.dirname, '../..');

type CompiledText = string | unknown[];
type Compiled = Record<string, CompiledText>;

/** A catalog file as the Lingui plugin hands it to the app: its texts compiled for its locale. */
async function compiledCatalog(file: string): Promise<Compiled> {
  const config = makeConfig({ ...linguiConfig, rootDir: root }, { skipValidation: true });
  const found = getCatalogForFile(file, await getCatalogs(config));
  if (!found) throw new Error(`${file} is no catalog of lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    sourceLocale: config.sourceLocale,
    fallbackLocales: config.fallbackLocales,
  });
  const pseudo = config.pseudoLocale.find((item) => item.locale === found.locale);
  const { source } = createCompiledCatalog(found.locale, messages as Record<string, string>, {
    namespace: 'json',
    pseudoLocale: pseudo?.locale,
    pseudoLocaleOptions: pseudo?.options,
  });
  return (JSON.parse(source) as { messages: Compiled }).messages;
}

/** The forms of a compiled plural or select (`[name, 'plural', { one: ..., other: ... }]`), or none. */
function formsOf(part: unknown[]): CompiledText[] {
  const forms = part[2];
  return typeof forms === 'object' && forms !== null ? Object.values(forms as Record<string, CompiledText>) : [];
}

/** The words of a compiled text, its plural forms' included. */
function wordsOf(message: CompiledText): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) =>
      typeof part === 'string'
        ? part
        : formsOf(part as unknown[])
            .map(wordsOf)
            .join(' '),
    )
    .join('');
}

/** The names of a compiled text's placeholders and plurals, in order. */
function placeholdersOf(message: CompiledText): unknown[] {
  if (typeof message === 'string') return [];
  return message.flatMap((part) => (Array.isArray(part) ? [part[0], ...formsOf(part).flatMap(placeholdersOf)] : []));
}

describe('the pseudo-locale', () => {
  test('is a catalog of the app, never a language of its routes', () => {
    expect(linguiConfig.locales).toContain(PSEUDO_LOCALE);
    expect(linguiConfig.pseudoLocale).toEqual({ locale: PSEUDO_LOCALE });
    expect(LANGUAGES as readonly string[]).not.toContain(PSEUDO_LOCALE);
  });

  test.each(['locales', 'locales/placeholders', 'locales/later'])(
    '%s: every English text shows in look-alike letters, its placeholders kept',
    async (folder) => {
      const english = await compiledCatalog(`${folder}/en.po`);
      const pseudo = await compiledCatalog(`${folder}/${PSEUDO_LOCALE}.po`);
      expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort());
      const plain = Object.keys(english).filter(
        (id) => /[A-Za-z]/.test(wordsOf(english[id]!)) && wordsOf(pseudo[id]!) === wordsOf(english[id]!),
      );
      expect(plain, 'texts the pseudo catalog left in plain English').toEqual([]);
      const changed = Object.keys(english).filter((id) => placeholdersOf(pseudo[id]!).join() !== placeholdersOf(english[id]!).join());
      expect(changed, 'texts whose placeholders the pseudo catalog changed').toEqual([]);
    },
  );
});

describe('the pseudo-locale switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A browser at `search` whose local storage holds `stored`, and the switch as a fresh page loads it. */
  async function pageAt(search: string, stored: Map<string, string>) {
    vi.stubGlobal('location', { search });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    vi.resetModules();
    return (await import('../../src/i18n/pseudoLocale.ts')).isPseudoLocaleOn;
  }

  test('?pseudo=1 turns it on and ?pseudo=0 off; without either the last choice stands', () => {
    expect(wantsPseudoLocale('?pseudo=1', null)).toBe(true);
    expect(wantsPseudoLocale('?pseudo=0', '1')).toBe(false);
    expect(wantsPseudoLocale('?page=2', '1')).toBe(true);
    expect(wantsPseudoLocale('', null)).toBe(false);
    expect(wantsPseudoLocale('?pseudo=yes', null)).toBe(false);
  });

  test('in a dev build, a page opened with ?pseudo=1 shows it, and so do the pages after it', async () => {
    const stored = new Map<string, string>();
    expect((await pageAt('?pseudo=1', stored))(true)).toBe(true);
    expect(stored.get(PSEUDO_LOCALE_KEY)).toBe('1');
    expect((await pageAt('', stored))(true)).toBe(true);
    expect((await pageAt('?pseudo=0', stored))(true)).toBe(false);
    expect(stored.has(PSEUDO_LOCALE_KEY)).toBe(false);
  });

  test('a production build never shows it, whatever the address or storage say, and stores nothing', async () => {
    const stored = new Map([[PSEUDO_LOCALE_KEY, '1']]);
    expect((await pageAt('?pseudo=1', stored))(false)).toBe(false);
    expect([...stored]).toEqual([[PSEUDO_LOCALE_KEY, '1']]);
  });
});
