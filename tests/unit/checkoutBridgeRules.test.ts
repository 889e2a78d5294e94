import { describe, expect, test } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig } from '../../src/app/appConfig.ts';
import { PAYMENT_FLOWS } from '../../src/contract/enums.ts';
import {
  flowToRestore,
  isPaymentFlow,
  searchWithFlow,
  searchWithoutSignup,
  signupFromQuery,
} from '../../src/features/checkout/flowRestore.ts';
import { afterLoginSuccess } from '../../src/features/checkout/loginSuccess.ts';
import { attributionFromQuery, paymentOptionsFor } from '../../src/features/checkout/paymentOptions.ts';
import { flowForGuest, paytourFlow } from '../../src/features/checkout/paytour.ts';
import { isPinned, type PinsState } from '../../src/features/checkout/pins.ts';
import { isFreeWithVip } from '../../src/features/checkout/premium.ts';
import { reactionToTokenChange } from '../../src/features/checkout/tabSync.ts';

describe('flow restore after a reload', () => {
  test('vxpFlow with showModalbox=1 reopens the flow', () => {
    expect(flowToRestore('?vxpFlow=moneycharge&showModalbox=1')).toBe('moneycharge');
  });

  test('vxpFlow without showModalbox=1 reopens nothing', () => {
    expect(flowToRestore('?vxpFlow=moneycharge')).toBeNull();
    expect(flowToRestore('?vxpFlow=moneycharge&showModalbox=0')).toBeNull();
  });

  test('vxpAutoFlow opens its flow by itself', () => {
    expect(flowToRestore('?vxpAutoFlow=vipabo')).toBe('vipabo');
  });

  test('every flow of the spec can be restored, nothing else', () => {
    for (const flow of PAYMENT_FLOWS) expect(isPaymentFlow(flow)).toBe(true);
    for (const other of ['', 'toString', 'constructor', 'MONEYCHARGE', 42, null]) expect(isPaymentFlow(other)).toBe(false);
  });

  test('an unknown flow name opens nothing', () => {
    expect(flowToRestore('?vxpAutoFlow=steal')).toBeNull();
    expect(flowToRestore('?vxpFlow=steal&showModalbox=1')).toBeNull();
  });

  test('an open flow is written into the address, keeping the other parameters', () => {
    expect(searchWithFlow('?page=2', 'moneycharge')).toBe('?page=2&vxpFlow=moneycharge&showModalbox=1');
    expect(searchWithFlow('?vxpFlow=login&showModalbox=1', 'vipabo')).toBe('?vxpFlow=vipabo&showModalbox=1');
  });

  test('a closed flow leaves the address as it was before', () => {
    expect(searchWithFlow('?page=2&vxpFlow=moneycharge&showModalbox=1', null)).toBe('?page=2');
    expect(searchWithFlow('?vxpFlow=moneycharge&showModalbox=1', null)).toBe('');
  });

  test('vxpAutoFlow is used once: an open or closed flow drops it', () => {
    expect(searchWithFlow('?vxpAutoFlow=vipabo', 'vipabo')).toBe('?vxpFlow=vipabo&showModalbox=1');
    expect(searchWithFlow('?vxpAutoFlow=vipabo&x=1', null)).toBe('?x=1');
  });
});

describe('signup opening by itself', () => {
  const full = '?signupEmail=anna%40example.com&signupName=anna&extToken=ext1&screenName=signup';

  test('a guest with signup e-mail, name and external token in signup mode gets signup', () => {
    expect(signupFromQuery(full)).toEqual({ screenName: 'signup', signupEmail: 'anna@example.com', signupName: 'anna', extToken: 'ext1' });
  });

  test('any of the four missing opens nothing', () => {
    expect(signupFromQuery(full.replace('screenName=signup', 'screenName=login'))).toBeNull();
    expect(signupFromQuery(full.replace('&extToken=ext1', ''))).toBeNull();
    expect(signupFromQuery(full.replace('&signupName=anna', ''))).toBeNull();
    expect(signupFromQuery(full.replace('signupEmail=anna%40example.com&', ''))).toBeNull();
  });

  test('the external token leaves the address once read', () => {
    expect(searchWithoutSignup(`${full}&page=3`)).toBe('?page=3');
  });
});

describe('the paytour', () => {
  const member = { isLoggedIn: true, isVip: false, isRestricted: false };

  test('nothing is offered when login is disabled', () => {
    expect(paytourFlow({ ...member, isLoggedIn: false }, false)).toBeNull();
    expect(paytourFlow(member, false)).toBeNull();
  });

  test('a logged-out visitor is offered login', () => {
    expect(paytourFlow({ isLoggedIn: false, isVip: false, isRestricted: false }, true)).toBe('login');
  });

  test('a restricted guest gets the compensation flow instead', () => {
    expect(paytourFlow({ ...member, isRestricted: true }, true)).toBe('opcompensation');
    expect(paytourFlow({ ...member, isVip: true, isRestricted: true }, true)).toBe('opcompensation');
  });

  test('only a logged-in guest without VIP is offered VIP', () => {
    expect(paytourFlow(member, true)).toBe('vipabo');
  });

  test('a VIP guest is offered a top-up', () => {
    expect(paytourFlow({ ...member, isVip: true }, true)).toBe('moneycharge');
  });

  test('every top-up or plan a restricted guest asks for opens the compensation; other flows stay (issue 21 point 4)', () => {
    for (const flow of [
      'moneycharge',
      'trialmoneycharge',
      'oneclick',
      'limit',
      'autorecharge',
      'carrier',
      'vipabo',
      'trialvipabo',
      'vxabo',
      'vxtvabo',
    ] as const) {
      expect(flowForGuest(flow, { isRestricted: true })).toBe('opcompensation');
      expect(flowForGuest(flow, { isRestricted: false })).toBe(flow);
    }
    for (const flow of ['login', 'avs', 'promocode', 'settings', 'changecc', 'opcompensation'] as const)
      expect(flowForGuest(flow, { isRestricted: true })).toBe(flow);
  });
});

describe('payment options', () => {
  const page = { search: '', language: 'es' as const, host: 'glimmer.example', environment: 'sandbox' as const };

  test('a flow opens in the page language, host and environment', () => {
    expect(paymentOptionsFor('moneycharge', {}, page)).toEqual({
      flow: 'moneycharge',
      language: 'es',
      environment: 'sandbox',
      host: 'glimmer.example',
    });
  });

  test('webmaster and campaign ids of the page address are passed on', () => {
    expect(attributionFromQuery('?w=123&ws=sub1&wt=t&gk_cid=c9&adtv=a&sub=s&option=o&pc=WELCOME&pfm=7&pfmsub=x&other=1')).toEqual({
      w: 123,
      ws: 'sub1',
      wt: 't',
      gk_cid: 'c9',
      adtv: 'a',
      sub: 's',
      option: 'o',
      pc: 'WELCOME',
      pfm: 7,
      pfmsub: 'x',
    });
  });

  test('a numeric id that is no whole number, or an overlong value, is dropped', () => {
    expect(attributionFromQuery(`?w=12a&pfm=-1&ws=${'x'.repeat(101)}`)).toEqual({});
  });

  test("the caller's options win, and the flow is always the one opened", () => {
    const options = paymentOptionsFor('vipabo', { language: 'de', pc: 'MINE', flow: 'login' }, { ...page, search: '?pc=LINK' });
    expect(options).toMatchObject({ flow: 'vipabo', language: 'de', pc: 'MINE' });
  });
});

describe('login and logout in other tabs', () => {
  test('a tab that showed a logged-in guest reloads when the token changes', () => {
    expect(reactionToTokenChange(true, 'new', 'old')).toBe('reload');
    expect(reactionToTokenChange(true, null, 'old')).toBe('reload');
  });

  test('a logged-out tab takes the new token and keeps going', () => {
    expect(reactionToTokenChange(false, 'new', 'old')).toBe('adopt');
  });

  test('a removed token in a logged-out tab waits for the next one', () => {
    expect(reactionToTokenChange(false, null, 'old')).toBe('ignore');
  });

  test('the same token again changes nothing', () => {
    expect(reactionToTokenChange(true, 'same', 'same')).toBe('ignore');
  });
});

describe('after a login success', () => {
  test('a stored redirect comes first', () => {
    expect(afterLoginSuccess('/en/messenger/', '/en/videos/')).toEqual({ kind: 'assign', url: '/en/messenger/' });
  });

  test('then the address the server answered', () => {
    expect(afterLoginSuccess(null, '/en/videos/')).toEqual({ kind: 'assign', url: '/en/videos/' });
  });

  test('else the page reloads', () => {
    expect(afterLoginSuccess(null, null)).toEqual({ kind: 'reload' });
  });
});

describe('app settings from the shell', () => {
  test('without the meta tag the defaults of a local run hold', () => {
    expect(parseAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(DEFAULT_APP_CONFIG).toEqual({
      checkoutUrl: 'http://127.0.0.1:8081/frame/',
      forceAvs: false,
      loginEnabled: true,
      sexoleHosts: ['sexole.localhost'],
      trackerUrl: '/api/vxql',
      serviceWorker: true,
    });
  });

  test('the server-injected settings are read', () => {
    const config = parseAppConfig(
      '{"checkoutUrl":"https://pay.example/frame/","forceAvs":true,"loginEnabled":false,"sexoleHosts":["sexole.example"],"trackerUrl":"","serviceWorker":false}',
    );
    expect(config).toEqual({
      checkoutUrl: 'https://pay.example/frame/',
      forceAvs: true,
      loginEnabled: false,
      sexoleHosts: ['sexole.example'],
      trackerUrl: '',
      serviceWorker: false,
    });
  });

  test('broken or mistyped settings fall back to the defaults', () => {
    expect(parseAppConfig('{oops')).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('{"loginEnabled":"no","sexoleHosts":[1]}')).toEqual(DEFAULT_APP_CONFIG);
    // The tracker address is a path of ours: events never go to another site.
    expect(parseAppConfig('{"trackerUrl":"https://tracker.example/"}')).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('{"trackerUrl":"//tracker.example/"}')).toEqual(DEFAULT_APP_CONFIG);
  });
});

describe('tiles', () => {
  test('a VIP video is free for a VIP guest only', () => {
    expect(isFreeWithVip({ vip: true }, true)).toBe(true);
    expect(isFreeWithVip({ vip: true }, false)).toBe(false);
    expect(isFreeWithVip({ vip: false }, true)).toBe(false);
  });

  test('a pin changed on this page wins over how the page was served', () => {
    const state: PinsState = { pinned: { 'actor:5': false, 'actor:6': true } };
    expect(isPinned(state, 'actor', 5, true)).toBe(false);
    expect(isPinned(state, 'actor', 6)).toBe(true);
    expect(isPinned(state, 'actor', 7, true)).toBe(true);
    expect(isPinned(state, 'actor', 7)).toBe(false);
    expect(isPinned(state, 'album', 6)).toBe(false);
  });
});
