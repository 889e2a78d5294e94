import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { BrowserContext, Page } from '@playwright/test';

// What the screen test (screens.spec.ts) checks on every page it opens, as plain functions that
// return the problems found (strings naming what and where), so one run lists them all.

const root = path.resolve(import.meta.dirname, '../..');

/** Impacts that fail the test (issue 20: serious or critical WCAG 2.2 AA violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** axe-core's tags for WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Web Vitals' good threshold for the cumulative layout shift. */
export const MAX_LAYOUT_SHIFT = 0.1;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every compiled message id of the app's catalogs: one of them shown as text is a missing translation. */
export const MESSAGE_IDS: ReadonlySet<string> = (() => {
  const ids = new Set<string>();
  const folders = ['locales', 'locales/later', 'locales/placeholders'];
  for (const folder of folders) {
    const text = readFileSync(path.join(root, folder, 'en.po'), 'utf8');
    // entries: optional msgctxt, then msgid (possibly continued over several quoted lines)
    for (const entry of text.split(/\n\n+/)) {
      const context = /^msgctxt "((?:[^"\\]|\\.)*)"/m.exec(entry)?.[1];
      const idMatch = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry);
      if (!idMatch) continue;
      const message = [...(idMatch[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
      if (message) ids.add(generateMessageId(message, context ? (JSON.parse(`"${context}"`) as string) : undefined));
    }
  }
  return ids;
})();

/**
 * Words that mark a text as written in a language: common function words that are not words of
 * the other three (a small dictionary, enough to catch an English sentence on a German page).
 */
export const MARKER_WORDS: Record<'en' | 'de' | 'nl' | 'es', readonly string[]> = {
  en: [
    'the',
    'and',
    'your',
    'you',
    'with',
    'this',
    'that',
    'from',
    'please',
    'will',
    'have',
    'has',
    'more',
    'now',
    'yet',
    'which',
    'when',
    'what',
    'every',
    'only',
    'our',
    'who',
    'their',
    'after',
    'before',
    'sign',
    'get',
    'watch',
    'buy',
    'there',
    'are',
    'not',
    'of',
    'to',
  ],
  de: [
    'und',
    'der',
    'das',
    'nicht',
    'mit',
    'für',
    'ist',
    'sie',
    'ein',
    'eine',
    'jetzt',
    'noch',
    'auf',
    'dich',
    'dein',
    'deine',
    'ihr',
    'sich',
    'auch',
    'wird',
    'wenn',
    'oder',
    'nur',
    'mehr',
    'zum',
    'zur',
    'bei',
    'aus',
    'kein',
    'keine',
  ],
  nl: [
    'het',
    'een',
    'niet',
    'voor',
    'zijn',
    'jouw',
    'nog',
    'meer',
    'ook',
    'wordt',
    'naar',
    'uit',
    'bij',
    'geen',
    'deze',
    'dit',
    'wat',
    'wanneer',
    'nu',
    'je',
    'jij',
    'kun',
    'kunt',
    'met',
    'op',
  ],
  es: [
    'el',
    'los',
    'las',
    'una',
    'para',
    'con',
    'por',
    'más',
    'tu',
    'tus',
    'ahora',
    'sin',
    'aquí',
    'cuando',
    'que',
    'del',
    'al',
    'está',
    'son',
    'todo',
    'todos',
    'nuevo',
    'nuevos',
    'ver',
    'y',
    'o',
  ],
};

const MARKER_SETS = Object.fromEntries(Object.entries(MARKER_WORDS).map(([language, words]) => [language, new Set(words)])) as Record<
  keyof typeof MARKER_WORDS,
  Set<string>
>;

/**
 * The language a text is in, by its marker words: the language with at least two distinct marker
 * words that are not also words of the page's language (with the words found), or null when the
 * text says too little.
 */
export function foreignLanguageOf(text: string, pageLanguage: keyof typeof MARKER_WORDS): string | null {
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const own = MARKER_SETS[pageLanguage];
  const ownHits = [...words].filter((word) => own.has(word)).length;
  for (const language of Object.keys(MARKER_WORDS) as (keyof typeof MARKER_WORDS)[]) {
    if (language === pageLanguage) continue;
    const hits = [...words].filter((word) => !own.has(word) && MARKER_SETS[language].has(word));
    if (hits.length >= 2 && hits.length > ownHits) return `${language} (${hits.join(', ')})`;
  }
  return null;
}

/** Counts layout shifts from the first paint on, as Web Vitals does (session windows of 1 s gap, 5 s at most). */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { value: 0, session: 0, first: 0, last: 0, sources: [] as string[] };
    const restart = () => Object.assign(state, { value: 0, session: 0, first: 0, last: 0, sources: [] });
    Object.assign(window, { __screenLayoutShift: state, __screenLayoutShiftRestart: restart });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          if (state.session && entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000) state.session += entry.value;
          else {
            state.session = entry.value;
            state.first = entry.startTime;
          }
          state.last = entry.startTime;
          state.value = Math.max(state.value, state.session);
          for (const source of entry.sources ?? []) {
            const node = source.node;
            if (node instanceof Element)
              state.sources.push(
                `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`,
              );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // no layout-shift entries in this browser: nothing to count
    }
  });
}

/** Starts counting anew: before the app navigates to another page in the same document. */
export async function restartLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __screenLayoutShiftRestart?: () => void }).__screenLayoutShiftRestart?.());
}

export async function layoutShiftOf(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(() => {
    const state = (window as unknown as { __screenLayoutShift?: { value: number; sources: string[] } }).__screenLayoutShift;
    return { value: state?.value ?? 0, sources: [...new Set(state?.sources ?? [])].slice(0, 6) };
  });
}

/** The page wider than the viewport (the page pans sideways), with the widest elements that stick out. */
export async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= width) return null;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0) {
        const parentSticksOut = element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1;
        if (!parentSticksOut)
          culprits.push(
            `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''} (right ${Math.round(box.right)})`,
          );
      }
    }
    return `page is ${scrollWidth} px wide at ${width}: ${culprits.slice(0, 5).join(', ')}`;
  });
}

/** Visible text, labels and placeholders of the page, each with a short path to where it is. */
async function textsOf(page: Page): Promise<{ text: string; where: string; lang: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string; lang: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}`;
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && (element as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[translate="no"]') || !visible(parent)) continue;
      found.push({ text, where: describe(parent), lang: langOf(parent) });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({ text: value, where: `${describe(element)}@${attribute}`, lang: langOf(element) });
      }
    }
    return found;
  });
}

/** Raw message ids shown instead of their text, and texts in another language than the page's. */
export async function languageProblemsOf(page: Page, language: keyof typeof MARKER_WORDS): Promise<string[]> {
  const problems: string[] = [];
  for (const { text, where, lang } of await textsOf(page)) {
    if (MESSAGE_IDS.has(text)) problems.push(`raw message id "${text}" in ${where}`);
    if (lang && lang.split('-')[0] !== language) continue; // marked as another language on purpose (language names)
    const foreign = foreignLanguageOf(text, language);
    if (foreign) problems.push(`${foreign} text on a ${language} page in ${where}: "${text.slice(0, 160)}"`);
  }
  return problems;
}

/** Serious and critical WCAG 2.2 AA violations axe-core finds on the page as it is now, in every frame (the checkout's too). */
export async function accessibilityProblemsOf(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || !/^https?:/.test(frame.url())) continue;
    const loaded = await frame.evaluate(() => 'axe' in window);
    if (!loaded) await frame.evaluate(axeSource); // evaluated through the debugger protocol: the page's CSP does not apply
    const violations = await frame.evaluate(async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        count: v.nodes.length,
      }));
    }, WCAG_TAGS);
    const where = frame === page.mainFrame() ? '' : ` in the frame ${new URL(frame.url()).origin}`;
    for (const v of violations) {
      if (FAILING_IMPACTS.has(v.impact))
        problems.push(`axe ${v.impact} ${v.id} (${v.help})${where} on ${v.count} node(s): ${v.targets.join(' | ')}`);
    }
  }
  return problems;
}
