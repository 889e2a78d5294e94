// The contract's constants, codes and errors against the spec's figures (enumerations:
// contractEnums.test.ts). Each group is compared whole, so a wrong, missing or extra value fails.

import { describe, expect, test } from 'vitest';
import { PHONE_CODE_LENGTH } from '../../src/contract/account.ts';
import { PAYMENT_FRAME } from '../../src/contract/checkout.ts';
import {
  CHAT_EXIT_CODES,
  chatExitCodeGroup,
  isChatExitCode,
  isPreChatExitCode,
  isPreviewExitCode,
  PHONE_VERIFICATION_CODE,
  PRE_CHAT_EXIT_CODES,
  PREVIEW_EXIT_CODES,
  SOCKET_CLOSE_CODE,
  VOICE_CALL_RESULT,
} from '../../src/contract/codes.ts';
import {
  BREAKPOINTS,
  COOKIE_DAYS,
  CURRENCY_DECIMALS,
  DAILY_BONUS,
  DEFAULTS,
  IMAGE_SIZES,
  LIMITS,
  MOBILE_MENU,
  MODEL_LIST_CURRENCIES,
  MONEY,
  PAGING,
  SCROLL,
  TILE_COLUMNS,
  TIMING_MS,
  VIDEO_LISTS,
} from '../../src/contract/constants.ts';
import { ContractError, ERROR_MESSAGE, ERROR_STATUS, errorAnswer, httpStatusOf, isErrorAnswer } from '../../src/contract/errors.ts';
import { isValidPhoneCode, isValidSearchPattern, phoneCodeLength } from '../../src/contract/validation.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('business constants (spec section 9 of both parts)', () => {
  test('timers match the spec in milliseconds', () => {
    expect(TIMING_MS).toStrictEqual({
      ping: 50_000,
      reconnect: 1_000,
      channelLoadThrottle: 500,
      searchCacheTtl: 5 * 60 * 1000,
      searchCacheSweep: 5_000,
      tabTitleStep: 100,
      jumbotronCache: 60 * 1000,
      loginRedirectDelay: 500,
      voiceCallReload: 100,
      pageLoadSuccessDelay: 200,
      socketSessionDeadline: 5_000,
    });
  });

  test('the daily bonus ticks every second up to 23:59:59 with Berlin offset 1', () => {
    expect(DAILY_BONUS).toStrictEqual({
      tickMs: 1_000,
      countdownEnd: { hours: 23, minutes: 59, seconds: 59 },
      berlinUtcOffsetHours: 1,
    });
  });

  test('a blocked incentive group is remembered 30 days; the affiliate attribution 30 and the test-device mark 365 (chosen)', () => {
    expect(COOKIE_DAYS).toStrictEqual({ blockedIncentive: 30, affiliate: 30, testDevice: 365 });
  });

  test('scrolling: anchor offset 35, animation 500 ms, debounce 200, threshold 10 px, navbar 50 px', () => {
    expect(SCROLL).toStrictEqual({
      anchorOffsetPx: 35,
      animationMs: 500,
      debounceMs: 200,
      movementThresholdPx: 10,
      navbarHideAfterPx: 50,
    });
  });

  test('breakpoints are xs 400, sm 768, md 992, lg 1200, xl 1368', () => {
    expect(BREAKPOINTS).toStrictEqual({ xs: 400, sm: 768, md: 992, lg: 1200, xl: 1368 });
  });

  test('tile grids have 5 columns above 1199, 4 above 991, 3 above 767', () => {
    expect(TILE_COLUMNS.steps).toStrictEqual([
      { aboveWidthPx: 1199, columns: 5 },
      { aboveWidthPx: 991, columns: 4 },
      { aboveWidthPx: 767, columns: 3 },
    ]);
  });

  test('menus become mobile below 1023 px', () => {
    expect(MOBILE_MENU).toStrictEqual({ belowWidthPx: 1023 });
  });

  test('the payment frame starts at 675 by 740 px on layers 10001 over 10000', () => {
    expect(PAYMENT_FRAME).toStrictEqual({
      initialWidthPx: 675,
      initialHeightPx: 740,
      autorechargeHeightCss: '100vh',
      frameZIndex: 10_001,
      overlayZIndex: 10_000,
      overlayOpacity: 0.3,
      spinnerSizePx: 140,
      showRetryMs: 1_000,
      pollingMs: 500,
      loaderAnimationPeriodMs: 1_400,
      loaderAnimationPauseMs: 500,
    });
  });

  test('page and fetch sizes match the spec', () => {
    expect(PAGING).toStrictEqual({
      blogPosts: 3,
      blogArchives: 9,
      blogSearch: 15,
      favoriteActorsMobile: 10,
      recommendationsPerGrid: 8,
      recommendationsPerSlider: 5,
      videoItemsPerGrid: 16,
      search: { actors: 30, models: 30, videos: 30, tv: 30, mediathek: 30, photos: 14, galleries: 14, asmr: 3 },
      messengerChannels: 500,
      comments: 500,
      navbarMessagePreviews: 5,
      navbarNotifications: 5,
      messengerRecommendedActors: 9,
    });
  });

  test('defaults match the spec', () => {
    expect(DEFAULTS).toStrictEqual({
      recommendations: 4,
      ageRating: 16,
      videoStars: 100,
      consumedOffers: 31,
      conversionChatActors: 30,
      favoriteBlock: 50,
      favoritesList: 50,
      preferredModels: 3,
      tvProgramInfo: 10,
      blogPage: 1,
      actorCategory: 3,
      newGirlsCategory: 88,
      incentivePriority: 0,
    });
  });

  test('limits: live preview 5 (VIP 20), 5 votes, 3 recent searches from 3 characters, ratings from 10, chat from 0.5', () => {
    expect(LIMITS).toStrictEqual({
      livePreview: 5,
      livePreviewVip: 20,
      votesPerContest: 5,
      recentSearches: 3,
      searchPatternMinLength: 3,
      ratingsShownFrom: 10,
      minChatBalance: 0.5,
    });
  });

  test('phone verification codes have 6 digits for mobile and 5 for fixed numbers', () => {
    expect(PHONE_CODE_LENGTH).toStrictEqual({ mobile: 6, fixed: 5 });
  });

  test('a euro is 4 coins and 100 cents', () => {
    expect(MONEY).toStrictEqual({ coinsPerEuro: 4, centsPerEuro: 100 });
  });

  test('EUR and CHF show 2 decimals, Credits, Voucher and VXC none', () => {
    expect(CURRENCY_DECIMALS).toStrictEqual({ EUR: 2, CHF: 2, Credits: 0, Voucher: 0, VXC: 0 });
    expect([...MODEL_LIST_CURRENCIES]).toStrictEqual(['EUR', 'VXC', 'Credits']);
  });

  test('trending covers 8 days, top 9 months, free videos the female acting group', () => {
    expect(VIDEO_LISTS).toStrictEqual({ trendingDays: 8, topMonths: 9, freeVideosActingGroup: 'F' });
  });

  test('image sizes run from w60 to w1280; games default to w320, w640, w1280', () => {
    expect(IMAGE_SIZES).toStrictEqual({
      avatarSmallest: 'w60',
      avatarLargest: 'w1280',
      gameDefaults: ['w320', 'w640', 'w1280'],
    });
  });
});

describe('codes (spec part 1 §4, part 2 §8)', () => {
  test('exit code groups cover the spec ranges', () => {
    expect([...CHAT_EXIT_CODES.client]).toStrictEqual([...range(100, 108), 198, 199]);
    expect([...CHAT_EXIT_CODES.host]).toStrictEqual(range(201, 208));
    expect([...CHAT_EXIT_CODES.adminKick]).toStrictEqual([301]);
    expect([...CHAT_EXIT_CODES.preview]).toStrictEqual([...range(401, 408), 498, 499]);
    expect([...CHAT_EXIT_CODES.noMoney]).toStrictEqual([501]);
    expect([...CHAT_EXIT_CODES.timeLimit]).toStrictEqual([502, 503]);
    expect([...CHAT_EXIT_CODES.ageRestriction]).toStrictEqual([601]);
    expect([...CHAT_EXIT_CODES.other]).toStrictEqual([...range(901, 921), 990, 996, 997]);
  });

  test('no exit code belongs to two groups', () => {
    const all = Object.values(CHAT_EXIT_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  test('a preview exit code is recognised as one, a client code is not', () => {
    expect([...PREVIEW_EXIT_CODES]).toStrictEqual([...CHAT_EXIT_CODES.preview]);
    expect(isPreviewExitCode(401)).toBe(true);
    expect(isPreviewExitCode(499)).toBe(true);
    expect(isPreviewExitCode(409)).toBe(false);
    expect(isPreviewExitCode(100)).toBe(false);
  });

  test('pre-chat exit codes are no money and the age-restriction denial', () => {
    expect([...PRE_CHAT_EXIT_CODES]).toStrictEqual([501, 601]);
    expect(isPreChatExitCode(501)).toBe(true);
    expect(isPreChatExitCode(601)).toBe(true);
    expect(isPreChatExitCode(502)).toBe(false);
  });

  test('an exit code is sorted into its group; an unknown code into none', () => {
    expect(chatExitCodeGroup(105)).toBe('client');
    expect(chatExitCodeGroup(208)).toBe('host');
    expect(chatExitCodeGroup(301)).toBe('adminKick');
    expect(chatExitCodeGroup(503)).toBe('timeLimit');
    expect(chatExitCodeGroup(908)).toBe('other');
    expect(chatExitCodeGroup(922)).toBeUndefined();
    expect(isChatExitCode(109)).toBe(false);
  });

  test('phone verification codes are numbered 1 to 10', () => {
    expect(PHONE_VERIFICATION_CODE).toStrictEqual({
      invalidPhoneNumber: 1,
      countryNotAllowed: 2,
      invalidVerificationType: 3,
      verificationTimeout: 4,
      phoneNumberBlacklisted: 5,
      phoneNumberNotUnique: 6,
      idDoesNotExist: 7,
      invalidCode: 8,
      attemptLimitReached: 9,
      unknown: 10,
    });
  });

  test('voice call success is 2000; socket closes with 1002 on protocol error and 4000 on missing pong', () => {
    expect(VOICE_CALL_RESULT.success).toBe(2000);
    expect(SOCKET_CLOSE_CODE.protocolError).toBe(1002);
    expect(SOCKET_CLOSE_CODE.missingPong).toBe(4000);
    expect(SOCKET_CLOSE_CODE.noSessionRequest).toBe(4408);
  });
});

describe('error answers (spec part 2 §8)', () => {
  test('every error code has an HTTP error status', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('MISSING_TOKEN')).toBe(401);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
    expect(httpStatusOf('QUERY_TOO_COMPLEX')).toBe(400);
    expect(httpStatusOf('INSUFFICIENT_FUNDS')).toBe(402);
    expect(httpStatusOf('INTERNAL')).toBe(500);
  });

  test('the fixed messages are the spec strings', () => {
    expect(ERROR_MESSAGE.missingVxqlToken).toBe('Missing Vxql-Token');
    expect(ERROR_MESSAGE.invalidCheckoutUrl).toBe('invalid checkout url');
    expect(ERROR_MESSAGE.invalidMessageResponse).toBe('Invalid message response');
    expect(ERROR_MESSAGE.unhandledMessageResponseAction).toBe('Unhandled message response action');
    expect(ERROR_MESSAGE.unmappedCategory).toBe('Unmapped category');
  });

  test('an error answer is recognised; success answers and foreign shapes are not', () => {
    expect(isErrorAnswer(errorAnswer('NOT_FOUND', 'no such album'))).toBe(true);
    expect(isErrorAnswer(errorAnswer('VALIDATION_FAILED', 'bad body', { field: 'albumId' }))).toBe(true);
    expect(isErrorAnswer({ success: true, balance: 1 })).toBe(false);
    expect(isErrorAnswer({ success: false, error: { code: 'NOPE', message: 'x' } })).toBe(false);
    expect(isErrorAnswer({ success: false, error: { code: 'INTERNAL' } })).toBe(false);
    expect(isErrorAnswer({ success: false })).toBe(false);
    expect(isErrorAnswer(null)).toBe(false);
    expect(isErrorAnswer('error')).toBe(false);
  });

  test('an error answer without details has no details key', () => {
    expect(errorAnswer('FORBIDDEN', 'locked')).toStrictEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: 'locked' },
    });
  });

  test('a ContractError carries its code and status and becomes an error answer', () => {
    const error = new ContractError('CONFLICT', 'already bought', { albumId: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.toAnswer()).toStrictEqual({
      success: false,
      error: { code: 'CONFLICT', message: 'already bought', details: { albumId: 3 } },
    });
  });
});

describe('search pattern and phone code rules (spec part 1 §5)', () => {
  test('a search pattern counts from 3 characters, spaces around it not counted', () => {
    expect(isValidSearchPattern('ann')).toBe(true);
    expect(isValidSearchPattern('an')).toBe(false);
    expect(isValidSearchPattern('  an  ')).toBe(false);
    expect(isValidSearchPattern('')).toBe(false);
  });

  test('a mobile code has 6 digits, a fixed-line code 5', () => {
    expect(phoneCodeLength('mobile')).toBe(6);
    expect(phoneCodeLength('fixed')).toBe(5);
    expect(isValidPhoneCode('123456', 'mobile')).toBe(true);
    expect(isValidPhoneCode('12345', 'mobile')).toBe(false);
    expect(isValidPhoneCode('12345', 'fixed')).toBe(true);
    expect(isValidPhoneCode('123456', 'fixed')).toBe(false);
    expect(isValidPhoneCode('12a45', 'fixed')).toBe(false);
  });
});
