import { describe, expect, test } from 'vitest';
import { STATUS_BAR_TYPES } from '../../src/contract/account.ts';

import {
  decodeDismissed,
  encodeDismissed,
  isNotFoundRedirect,
  STATUS_BAR_MAX_ITEMS,
  STATUS_BAR_ORDER,
  type StatusBarInput,
  searchWithout,
  selectStatusBarItems,
  verifyEmailCode,
  withStatusEvent,
} from '../../src/features/account/statusBarRules.ts';

const loggedIn: StatusBarInput = {
  isLoggedIn: true,
  avsStatus: 'accepted',
  isEmailVerified: true,
  isNotFoundRedirect: false,
  events: [],
  dismissed: [],
};
const types = (input: Partial<StatusBarInput>) => selectStatusBarItems({ ...loggedIn, ...input }).map((item) => item.type);

describe('status bar items', () => {
  test('a verified guest with nothing new sees no bar', () => {
    expect(types({})).toEqual([]);
  });

  test('a logged-in guest without age check is asked to verify', () => {
    expect(types({ avsStatus: 'unknown' })).toEqual(['noAgeCheck']);
  });

  test('a pending age check shows its status', () => {
    expect(types({ avsStatus: 'pending' })).toEqual(['ageCheckStatus']);
  });

  test('a rejected age check shows its status too', () => {
    expect(types({ avsStatus: 'rejected' })).toEqual(['ageCheckStatus']);
  });

  test('right after the age check is accepted the bar says so, and nothing about a missing check', () => {
    expect(types({ avsStatus: 'unknown', events: [{ type: 'ageCheckAccepted' }] })).toEqual(['ageCheckAccepted']);
  });

  test('an unverified e-mail is mentioned', () => {
    expect(types({ isEmailVerified: false })).toEqual(['mailNotVerified']);
  });

  test('nothing is said about the e-mail before the profile is known', () => {
    expect(types({ isEmailVerified: null })).toEqual([]);
  });

  test('after signup the welcome link replaces the unverified-mail notice', () => {
    expect(types({ isEmailVerified: false, events: [{ type: 'mailWelcomeLink' }] })).toEqual(['mailWelcomeLink']);
  });

  test('an anonymous visitor sees no age or mail notice and no welcome', () => {
    expect(types({ isLoggedIn: false, avsStatus: 'unknown', isEmailVerified: false, events: [{ type: 'welcomeBack' }] })).toEqual([]);
  });

  test('an anonymous visitor still sees errors and the not-found notice', () => {
    expect(types({ isLoggedIn: false, isNotFoundRedirect: true, events: [{ type: 'error' }] })).toEqual(['error', 'notFoundRedirect']);
  });

  test('arriving through a not-found redirect shows the not-found notice', () => {
    expect(types({ isNotFoundRedirect: true })).toEqual(['notFoundRedirect']);
  });

  test('a dismissed item stays away', () => {
    expect(types({ avsStatus: 'unknown', dismissed: ['noAgeCheck'] })).toEqual([]);
  });

  test('errors come first, greetings last', () => {
    expect(types({ events: [{ type: 'welcomeBack' }, { type: 'automaticRecharge' }, { type: 'error' }] })).toEqual([
      'error',
      'automaticRecharge',
      'welcomeBack',
    ]);
  });

  test('at most three items show at once', () => {
    expect(STATUS_BAR_MAX_ITEMS).toBe(3);
    const shown = types({
      avsStatus: 'unknown',
      isEmailVerified: false,
      events: [{ type: 'error' }, { type: 'cancellationOffer' }, { type: 'monthlyBonusProcessed' }],
    });
    expect(shown).toEqual(['error', 'cancellationOffer', 'noAgeCheck']);
  });

  test('an error keeps its detail', () => {
    expect(selectStatusBarItems({ ...loggedIn, events: [{ type: 'error', detail: 'verifyEmail' }] })).toEqual([
      { type: 'error', detail: 'verifyEmail' },
    ]);
  });

  test('the order names every status bar type once', () => {
    expect([...STATUS_BAR_ORDER].sort()).toEqual([...STATUS_BAR_TYPES].sort());
  });

  test('the same event again replaces the older one', () => {
    const events = withStatusEvent([{ type: 'error', detail: 'a' }, { type: 'welcomeBack' }], { type: 'error', detail: 'b' });
    expect(events).toEqual([{ type: 'welcomeBack' }, { type: 'error', detail: 'b' }]);
  });
});

describe('status-bar cookie', () => {
  test('dismissed types survive the cookie round trip', () => {
    expect(decodeDismissed(encodeDismissed(['noAgeCheck', 'welcomeBack']))).toEqual(['noAgeCheck', 'welcomeBack']);
  });

  test('unknown or garbled entries are dropped', () => {
    expect(decodeDismissed('noAgeCheck.<script>.welcomeBack.noAgeCheck')).toEqual(['noAgeCheck', 'welcomeBack']);
    expect(decodeDismissed(null)).toEqual([]);
  });
});

describe('query parameters', () => {
  test('notFound=1 marks a not-found redirect', () => {
    expect(isNotFoundRedirect('notFound=1')).toBe(true);
    expect(isNotFoundRedirect('?notFound=1&x=2')).toBe(true);
    expect(isNotFoundRedirect('notFound=0')).toBe(false);
  });

  test('the verification code is read from verifyEmail', () => {
    expect(verifyEmailCode('verifyEmail=abc123')).toBe('abc123');
    expect(verifyEmailCode('verifyEmail=')).toBeNull();
    expect(verifyEmailCode('other=1')).toBeNull();
  });

  test('the code is taken out of the address and the rest kept', () => {
    expect(searchWithout('a=1&verifyEmail=abc&b=2', 'verifyEmail')).toBe('?a=1&b=2');
    expect(searchWithout('verifyEmail=abc', 'verifyEmail')).toBe('');
  });
});
