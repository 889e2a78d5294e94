// "5 minutes ago" in the guest's language (spec part 1 §3 sentDiffForHumans), for the
// messenger's channels and messages: formatted with Intl and kept, since a channel list formats
// hundreds of mostly alike texts.
import type { Language } from '../../src/contract/enums.ts';

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
/** Texts already formatted, by language, unit and value: a channel list formats hundreds, mostly alike. */
const relativeTexts = new Map<string, string>();
const RELATIVE_TEXTS_KEPT = 10_000;

function relativeText(language: Language, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const key = `${language} ${unit} ${value}`;
  let text = relativeTexts.get(key);
  if (text === undefined) {
    let format = relativeFormats.get(language);
    if (!format) {
      format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      relativeFormats.set(language, format);
    }
    text = format.format(value, unit);
    if (relativeTexts.size >= RELATIVE_TEXTS_KEPT) relativeTexts.clear();
    relativeTexts.set(key, text);
  }
  return text;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
  ['month', 12],
];

/** "5 minutes ago" in the guest's language (spec part 1 §3 sentDiffForHumans). */
export function sentDiffForHumans(sentAt: number, now: number, language: Language): string {
  const seconds = Math.round((sentAt - now) / 1000);
  let value = seconds;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) return relativeText(language, unit === 'second' && Math.abs(value) < 10 ? 0 : value, unit);
    value = Math.round(value / size);
  }
  return relativeText(language, value, 'year');
}
