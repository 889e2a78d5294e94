import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { seoContentOf } from '../../server/domain/actorSeo.ts';
import { escapeHtml, withActorHead } from '../../server/seoShell.ts';
import { areChatRatingsShown, isActorBanned, normalizeCountry } from '../../src/contract/actorRules.ts';

describe('chat ratings', () => {
  test('an actor with 9 ratings shows no ratings', () => {
    expect(areChatRatingsShown(9)).toBe(false);
  });
  test('an actor with 10 ratings shows them', () => {
    expect(areChatRatingsShown(10)).toBe(true);
  });
});

describe('banned flag', () => {
  test('a guest from a country on the actor list sees the actor banned', () => {
    expect(isActorBanned(['DE', 'AT'], 'AT')).toBe(true);
  });
  test('a guest from another country does not', () => {
    expect(isActorBanned(['DE', 'AT'], 'ES')).toBe(false);
  });
  test('a guest of unknown country is never banned', () => {
    expect(isActorBanned(['DE'], null)).toBe(false);
  });
  test('the country header counts only as two letters, uppercased', () => {
    expect(normalizeCountry('de')).toBe('DE');
    expect(normalizeCountry(' AT ')).toBe('AT');
    expect(normalizeCountry('DEU')).toBeNull();
    expect(normalizeCountry('XX')).toBeNull();
    expect(normalizeCountry('T1')).toBeNull();
    expect(normalizeCountry(undefined)).toBeNull();
  });
});

describe('SEO texts', () => {
  const actor = { name: 'Mira', age: 24, city: 'Köln', about: 'Hi there' };
  test('the profile title names the actor and her age in the page language', () => {
    expect(seoContentOf(actor, null, 'en').title).toBe('Mira (24) live on cam: profile, videos and pictures');
    expect(seoContentOf(actor, null, 'de').title).toBe('Mira (24) live vor der Cam: Profil, Videos und Bilder');
    expect(seoContentOf(actor, null, 'es').title).toContain('en directo');
  });
  test('a tag group page names the tag group', () => {
    expect(seoContentOf(actor, 'outdoor', 'en').title).toBe('Mira: outdoor videos');
  });
  test('a description never exceeds 160 characters', () => {
    const long = { ...actor, city: 'x'.repeat(300) };
    expect(seoContentOf(long, null, 'en').description.length).toBe(160);
  });
});

describe('served head', () => {
  const shell =
    '<!doctype html><html lang="en"><head><meta name="description" content="default"><title>Glimmer</title></head><body></body></html>';
  test('markup in an actor text is escaped, never injected', () => {
    expect(escapeHtml(`<b>"a" & 'b'</b>`)).toBe('&lt;b&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/b&gt;');
    const html = withActorHead(shell, {
      language: 'de',
      title: '<script>$&</script>',
      description: 'd',
      canonical: 'https://x.test/de/amateur/a/',
      image: 'https://x.test/i.svg',
    });
    expect(html).toContain('<title>&lt;script&gt;$&amp;&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>');
  });
  test('the defaults are replaced, not doubled', () => {
    const html = withActorHead(shell, {
      language: 'es',
      title: 't',
      description: 'd',
      canonical: 'https://x.test/es/amateur/a/',
      image: 'https://x.test/i.svg',
    });
    expect(html).toContain('<html lang="es">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('default');
  });
});

describe('country header setting', () => {
  test('the country comes from cf-ipcountry unless COUNTRY_HEADER names another header', () => {
    expect(loadConfig({}).countryHeader).toBe('cf-ipcountry');
    expect(loadConfig({ COUNTRY_HEADER: 'X-Country-Code' }).countryHeader).toBe('x-country-code');
  });
  test('a COUNTRY_HEADER that is no header name is refused at start', () => {
    expect(() => loadConfig({ COUNTRY_HEADER: 'bad header:' })).toThrow(/COUNTRY_HEADER/);
  });
  test('served actor heads are cached 10 seconds unless SEO_CACHE_SECONDS says otherwise', () => {
    expect(loadConfig({}).seoCacheSeconds).toBe(10);
    expect(loadConfig({ SEO_CACHE_SECONDS: '3' }).seoCacheSeconds).toBe(3);
  });
});
