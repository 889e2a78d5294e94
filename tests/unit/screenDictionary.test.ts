import { describe, expect, it } from 'vitest';
import { foreignLanguageOf, MESSAGE_IDS } from '../e2e/screenChecks.ts';

// The screen test's small dictionary (issue 20): a sentence in another language than the page's
// is caught; names, brands, loanwords and the page's own language are not.
describe('the screen test dictionary', () => {
  it('finds an English sentence on a German page, and German, Dutch and Spanish ones on an English page', () => {
    expect(foreignLanguageOf('Your balance is running low: top up now and get 10 % extra', 'de')).toMatch(/^en /);
    expect(foreignLanguageOf('Jetzt aufladen und 10 % mehr bekommen, nur heute', 'en')).toMatch(/^de /);
    expect(foreignLanguageOf('Waardeer nu op en krijg 10 % meer, alleen voor jou', 'en')).toMatch(/^nl /);
    expect(foreignLanguageOf('Recarga ahora y obtén un 10 % más para tu cuenta', 'en')).toMatch(/^es /);
  });

  it("leaves the page's own language, names and short labels alone", () => {
    expect(foreignLanguageOf('Dein Guthaben wird knapp: jetzt aufladen und 10 % mehr bekommen', 'de')).toBeNull();
    expect(foreignLanguageOf('Live-Show mit Zedora', 'de')).toBeNull();
    expect(foreignLanguageOf('Videos', 'es')).toBeNull();
    expect(foreignLanguageOf('VIP Club', 'nl')).toBeNull();
  });

  it('knows the compiled ids of the catalogs, so a raw id shown as a label is caught', () => {
    expect(MESSAGE_IDS.size).toBeGreaterThan(500);
    for (const id of MESSAGE_IDS) expect(id).toMatch(/^[A-Za-z0-9+/=_-]{6}$/);
  });
});
