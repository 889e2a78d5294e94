// The contract's enumerations against the spec's lists (spec part 1 §2, §3, §4). Each list is
// compared whole, so a wrong, missing or extra value fails.

import { describe, expect, test } from 'vitest';
import { NEWSLETTER_TYPE, VOUCHER_TYPE } from '../../src/contract/account.ts';
import {
  ACTOR_TYPES,
  ALBUM_TYPES,
  AVS_STATUSES,
  BLOG_CATEGORY,
  CHANNEL_FILTERS,
  CHANNEL_FILTERS_IGNORING_ONLINE_ONLY,
  CURRENCIES,
  DEFAULT_LANGUAGE,
  GENDERS,
  HIDDEN_NOTIFICATION_TYPES,
  HOME_TIMELINE_BLOCKS,
  LANGUAGES,
  MOBILE_MENUS,
  MODAL_IDS,
  PAYMENT_FLOW_VIEWS,
  PAYMENT_FLOWS,
  ROUTE_LANGUAGES,
  SPECIAL_EVENT_ID,
  VIDEO_LIST_CATEGORIES,
  VIDEO_LIST_DEFAULT_SORT,
} from '../../src/contract/enums.ts';

describe('enumerations (spec part 1 §2, §3, §4)', () => {
  test('languages are de, en, nl, es with en as default; routes exist in de, en, es', () => {
    expect([...LANGUAGES]).toStrictEqual(['de', 'en', 'nl', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect([...ROUTE_LANGUAGES]).toStrictEqual(['de', 'en', 'es']);
  });

  test('currencies are EUR, CHF, Credits, Voucher, VXC', () => {
    expect([...CURRENCIES]).toStrictEqual(['EUR', 'CHF', 'Credits', 'Voucher', 'VXC']);
  });

  test('voucher types are numbered 1 to 10 in the spec order', () => {
    expect(Object.entries(VOUCHER_TYPE)).toStrictEqual([
      ['video', 1],
      ['videoChat', 2],
      ['credits', 3],
      ['photoAlbum', 4],
      ['messages', 5],
      ['messengerGift', 6],
      ['liveShow', 7],
      ['privateShow', 8],
      ['bonusCode', 9],
      ['spins', 10],
    ]);
  });

  test('newsletter ids: contests 256, late night 512, VIP club 1024, VR porn 2048', () => {
    expect(NEWSLETTER_TYPE).toStrictEqual({ contests: 256, lateNight: 512, vipClub: 1024, vrPorn: 2048 });
  });

  test('blog category ids match the spec', () => {
    expect(BLOG_CATEGORY).toStrictEqual({
      general: 1,
      event: 38,
      live: 39,
      premiumTv: 40,
      freeTv: 41,
      actions: 43,
      production: 44,
      news: 45,
      interviews: 46,
      featured: 506,
    });
  });

  test('hidden notification types are 6, 7, 13, 14, 15, 22', () => {
    expect([...HIDDEN_NOTIFICATION_TYPES]).toStrictEqual([6, 7, 13, 14, 15, 22]);
  });

  test('special events have the fixed ids 7, 22 and 30', () => {
    expect(SPECIAL_EVENT_ID).toStrictEqual({ venusAttacks: 7, wiesnShooting: 22, wiesnBude: 30 });
  });

  test('genders, actor types, album types and AVS statuses', () => {
    expect([...GENDERS]).toStrictEqual(['N', 'M', 'F']);
    expect([...ACTOR_TYPES]).toStrictEqual(['F', 'M', 'FM', 'FF', 'S']);
    expect([...ALBUM_TYPES]).toStrictEqual(['photo_album', 'video']);
    expect([...AVS_STATUSES]).toStrictEqual(['unknown', 'pending', 'accepted', 'rejected']);
  });

  test('channel filters; online-only is ignored in the archived and unread views', () => {
    expect([...CHANNEL_FILTERS]).toStrictEqual(['newest', 'archived', 'unread', 'blocked']);
    expect([...CHANNEL_FILTERS_IGNORING_ONLINE_ONLY]).toStrictEqual(['archived', 'unread']);
  });

  test('every video list has its spec default sort', () => {
    expect(Object.keys(VIDEO_LIST_DEFAULT_SORT).sort()).toStrictEqual([...VIDEO_LIST_CATEGORIES].sort());
    expect(VIDEO_LIST_DEFAULT_SORT).toStrictEqual({
      allVideos: 'topRated',
      vip30Videos: 'topRated',
      discountedVideos: 'newest',
      freeVideos: 'newest',
      boughtVideos: 'newest',
      newVideos: 'newest',
      trendingVideos: 'topTrending',
      topVideos: 'bestSelling',
    });
  });

  test('payment flows and payment flow views are the spec strings', () => {
    expect(PAYMENT_FLOWS).toHaveLength(21);
    expect(new Set(PAYMENT_FLOWS).size).toBe(21);
    expect(PAYMENT_FLOWS).toContain('trialmoneycharge');
    expect(PAYMENT_FLOWS).toContain('opcompensation');
    expect([...PAYMENT_FLOW_VIEWS]).toStrictEqual([
      'payment',
      'abo',
      'vxabo',
      'login',
      'signup',
      'avs',
      'promocode',
      'carrier',
      'opcompensation',
    ]);
  });

  test('the 28 modal ids are unique', () => {
    expect(MODAL_IDS).toHaveLength(28);
    expect(new Set(MODAL_IDS).size).toBe(28);
    expect(MODAL_IDS).toContain('fifteen-minutes-preview');
    expect(MODAL_IDS).toContain('exitIntent');
  });

  test('home timeline blocks and mobile menus', () => {
    expect(HOME_TIMELINE_BLOCKS).toHaveLength(14);
    expect([...MOBILE_MENUS]).toStrictEqual(['navigation', 'search', 'camFilter', 'categoryFilter', 'myAccount', 'notifications']);
  });
});
