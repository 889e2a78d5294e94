// Legal pages, breadcrumbs and the data protection acceptance over real HTTP (issue 12): the
// legal texts come as JSON in every language (the same as the download), breadcrumbs lead from
// home to the page with names that exist, a signed-up guest has nothing to accept, a guest whose
// notice changed accepts it once. Bad inputs are refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { signUpGuest, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => t?.close());

const crumbs = async (type: string, body: unknown, language = 'en') => {
  const response = await fetch(`${t.baseUrl}/api/v1/breadcrumb/${type}?language=${language}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.anonymousToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('legal pages', () => {
  test('each legal text comes as JSON in the asked language, the same text as the download', async () => {
    const token = await t.anonymousToken();
    const terms = await rest(t, token, 'GET', 'asset/legal-text/terms?language=de');
    expect(terms.status).toBe(200);
    expect(terms.body.text).toMatchObject({ type: 'terms', title: 'Allgemeine Geschäftsbedingungen' });
    const download = await rest(t, token, 'GET', 'asset/legal-text/download/terms?language=de');
    for (const section of terms.body.text.sections) expect(download.body).toContain(section);
    expect((await rest(t, token, 'GET', 'asset/legal-text/imprint')).body.text.title).toBe('Imprint');
    expect((await rest(t, token, 'GET', 'asset/legal-text/cookies')).status).toBe(400);
  });

  test('a German, Dutch or Spanish guest reads every paragraph of the privacy policy and terms in that language, not in English', async () => {
    const token = await t.anonymousToken();
    for (const type of ['privacyPolicy', 'terms']) {
      const english: string[] = (await rest(t, token, 'GET', `asset/legal-text/${type}?language=en`)).body.text.sections;
      expect(english.length, type).toBeGreaterThan(0);
      for (const language of ['de', 'nl', 'es']) {
        const sections: string[] = (await rest(t, token, 'GET', `asset/legal-text/${type}?language=${language}`)).body.text.sections;
        expect(sections, `${type} in ${language}`).toHaveLength(english.length);
        sections.forEach((section, index) => expect(section, `${type} in ${language}`).not.toBe(english[index]));
        const download = (await rest(t, token, 'GET', `asset/legal-text/download/${type}?language=${language}`)).body as string;
        for (const section of sections) expect(download).toContain(section);
      }
    }
  });
});

describe('breadcrumbs', () => {
  test('a blog post leads home, to the blog, its category and itself', async () => {
    const post = await t.server.db.selectFrom('blogPosts').select(['slug', 'title']).where('categoryId', '=', 46).executeTakeFirstOrThrow();
    const answer = await crumbs('blog', { routeName: 'blogPost', routeArgs: { slug: post.slug } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.breadcrumb).toEqual([
      { label: 'Home', url: '/en/' },
      { label: 'Blog', url: '/en/blog/' },
      { label: 'Interviews', url: '/en/blog/category/interviews/' },
      { label: post.title, url: `/en/blog/${post.slug}/` },
    ]);
  });

  test('TV series and legal pages have their trails, in the guest language', async () => {
    const series = await crumbs('tv', { routeName: 'tvMediathekVideos', routeArgs: { key: 'city-walks' } }, 'de');
    expect(series.body.data.breadcrumb.map((c: { label: string }) => c.label)).toEqual(['Startseite', 'TV', 'City Walks', 'Videos']);
    expect(series.body.data.breadcrumb[2].url).toBe('/de/tv/mediathek/city-walks/');
    const legal = await crumbs('legal', { routeName: 'dataProtection', routeArgs: {} }, 'es');
    expect(legal.body.data.breadcrumb[1]).toEqual({ label: 'Política de privacidad', url: '/es/proteccion-de-datos/' });
  });

  test.each([
    ['an unknown type', 'shop', { routeName: 'blog', routeArgs: {} }, 400],
    ['a route of another type', 'blog', { routeName: 'terms', routeArgs: {} }, 400],
    ['a missing argument', 'blog', { routeName: 'blogPost', routeArgs: {} }, 400],
    ['a malformed year', 'blog', { routeName: 'blogArchive', routeArgs: { year: '20x4' } }, 400],
    ['an unknown post', 'blog', { routeName: 'blogPost', routeArgs: { slug: 'nothing-here' } }, 404],
    ['an unknown series', 'tv', { routeName: 'tvMediathekSeries', routeArgs: { series: 'nope' } }, 404],
    ['no routeArgs', 'vipClub', { routeName: 'vipClub' }, 400],
  ])('%s is refused', async (_name, type, body, status) => {
    const answer = await crumbs(type, body);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
  });
});

describe('data protection acceptance', () => {
  test('a guest who just signed up has accepted and is not asked', async () => {
    const guest = await signUpGuest(t);
    const profile = await rest(t, guest.token, 'GET', 'guest/profile');
    expect(profile.body.guest.showDataProtection).toBe(false);
  });

  test('a guest whose notice changed is asked until accepting, then not again', async () => {
    const { token, guestId } = await newGuest(t, { showDataProtection: 0 });
    const raise = await fetch(`${t.baseUrl}/api/v1/internal/guests/${guestId}/dataProtection`, {
      method: 'POST',
      headers: { 'x-internal-token': INTERNAL_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ show: true }),
    });
    expect(raise.status).toBe(200);
    expect((await rest(t, token, 'GET', 'guest/profile')).body.guest.showDataProtection).toBe(true);
    expect((await rest(t, token, 'POST', 'guest/closeAgbAndDataProtection', { accepted: 'yes' })).status).toBe(400);
    expect((await rest(t, token, 'GET', 'guest/profile')).body.guest.showDataProtection).toBe(true);
    expect((await rest(t, token, 'POST', 'guest/closeAgbAndDataProtection', { accepted: true })).status).toBe(200);
    expect((await rest(t, token, 'GET', 'guest/profile')).body.guest.showDataProtection).toBe(false);
  });
});
