// The content pages' rules (issue 12): posts per blog page (3, archive years 9), archive years,
// the premium offer (login, then the plan; nothing for VIP or TV plan guests), the TV menu view,
// the chosen video, the legal page of a route and the newsletters of an unsubscribe link.
import { describe, expect, test } from 'vitest';
import { NEWSLETTER_TYPE } from '../../src/contract/account.ts';
import { archiveYearOf, blogPageSize, blogQueryOf } from '../../src/features/blog/blogRules.ts';
import { newslettersOfLink } from '../../src/features/events/unsubscribeRules.ts';
import { legalTypeOfRoute } from '../../src/features/legal/legalRules.ts';
import {
  channelOfRoute,
  formatDuration,
  offerWithoutStream,
  premiumOfferFor,
  selectedVideoId,
  tvMenuItemOf,
  videoIdOfParam,
} from '../../src/features/tv/tvRules.ts';

describe('blog pages', () => {
  test('the overview and categories show 3 posts a page, an archive year 9', () => {
    expect(blogPageSize('blog')).toBe(3);
    expect(blogPageSize('blogCategory')).toBe(3);
    expect(blogPageSize('blogArchive')).toBe(9);
  });

  test('an archive year must be a four-digit year the blog can have', () => {
    expect(archiveYearOf('2025')).toBe(2025);
    expect(archiveYearOf('25')).toBeNull();
    expect(archiveYearOf('1999')).toBeNull();
    expect(archiveYearOf('20x5')).toBeNull();
    expect(archiveYearOf(undefined)).toBeNull();
  });

  test('a list route asks for its category, page and year; the overview and archives for all categories', () => {
    expect(blogQueryOf({ route: 'blog', categoryId: null, year: null, page: 2 })).toEqual({
      categoryId: 0,
      payload: { page: 2, pageSize: 3 },
    });
    expect(blogQueryOf({ route: 'blogCategory', categoryId: 46, year: null, page: 1 })).toEqual({
      categoryId: 46,
      payload: { page: 1, pageSize: 3 },
    });
    expect(blogQueryOf({ route: 'blogArchive', categoryId: null, year: 2024, page: 3 })).toEqual({
      categoryId: 0,
      payload: { page: 3, pageSize: 9, year: 2024 },
    });
  });
});

describe('TV', () => {
  test('premium is VIP or the TV plan; others are offered login first, then the plan', () => {
    const known = { isKnown: true, isLoggedIn: true, isVip: false, isVXTVAboSubscriber: false };
    expect(premiumOfferFor({ ...known, isLoggedIn: false }, false)).toBe('login');
    expect(premiumOfferFor(known, true)).toBe('plan');
    expect(premiumOfferFor({ ...known, isVip: true }, true)).toBeNull();
    expect(premiumOfferFor({ ...known, isVXTVAboSubscriber: true }, true)).toBeNull();
  });

  test('a logged-in guest not yet named by the live connection is offered nothing yet, an anonymous one login', () => {
    const unknown = { isKnown: false, isLoggedIn: false, isVip: false, isVXTVAboSubscriber: false };
    expect(premiumOfferFor(unknown, true)).toBe('pending');
    expect(premiumOfferFor(unknown, false)).toBe('login');
  });

  test('beside a video sent without its stream: the plan, or login for a guest not logged in', () => {
    expect(offerWithoutStream('login')).toBe('login');
    expect(offerWithoutStream('plan')).toBe('plan');
    // the server decided by a login token: that guest is not premium, whatever the page knows yet
    expect(offerWithoutStream('pending')).toBe('plan');
    expect(offerWithoutStream(null)).toBe('plan');
  });

  test('the routes, menu views and chosen video', () => {
    expect(channelOfRoute('tvPremiumLivestream')).toBe('premium');
    expect(channelOfRoute('tvLivestream')).toBe('free');
    expect(tvMenuItemOf('?view=posts')).toBe('posts');
    expect(tvMenuItemOf('?view=nonsense')).toBe('series');
    expect(tvMenuItemOf('')).toBe('series');
    expect(selectedVideoId('?video=7', [9, 7, 3])).toBe(7);
    expect(selectedVideoId('?video=8', [9, 7, 3])).toBe(9);
    expect(selectedVideoId('', [])).toBeNull();
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(90 * 60)).toBe('1 h 30 min');
  });

  test("a TV video page's id is a row id, anything else is not found without asking", () => {
    expect(videoIdOfParam('2')).toBe(2);
    expect(videoIdOfParam('2147483647')).toBe(2_147_483_647);
    for (const bad of ['', '0', '02', '-1', '1.5', 'abc', '2147483648', '99999999999']) expect(videoIdOfParam(bad), bad).toBeNull();
  });
});

describe('legal pages and the unsubscribe link', () => {
  test('each legal route shows its legal type', () => {
    expect(legalTypeOfRoute('terms')).toBe('terms');
    expect(legalTypeOfRoute('dataProtection')).toBe('privacyPolicy');
    expect(legalTypeOfRoute('imprint')).toBe('imprint');
  });

  test('a link naming a newsletter type offers that one; otherwise all', () => {
    const all = Object.values(NEWSLETTER_TYPE);
    expect(newslettersOfLink('?type=1024', all)).toEqual([1024]);
    expect(newslettersOfLink('?type=7', all)).toEqual(all);
    expect(newslettersOfLink('', all)).toEqual(all);
  });
});
