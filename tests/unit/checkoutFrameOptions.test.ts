import { describe, expect, test } from 'vitest';
import { loginScreenFor, needsLogin, resolveView } from '../../server/checkout/frame/flowView.ts';
import {
  isAllowedOrigin,
  mergeOptions,
  parseAllowedOrigins,
  parseFrameQuery,
  sanitizeOptions,
} from '../../server/checkout/frame/frameOptions.ts';
import { FLOW_VIEW } from '../../src/contract/checkout.ts';
import { PAYMENT_FLOWS } from '../../src/contract/enums.ts';

describe('frame options', () => {
  test('the query gives frame id, app origin and payment options', () => {
    const query = parseFrameQuery('?fid=abc&origin=http%3A%2F%2F127.0.0.1%3A8080&flow=vipabo&language=de&selectedAmount=25&pc=SUMMER&w=12');
    expect(query.frameId).toBe('abc');
    expect(query.appOrigin).toBe('http://127.0.0.1:8080');
    expect(query.options).toMatchObject({ flow: 'vipabo', language: 'de', selectedAmount: 25, pc: 'SUMMER', w: 12 });
  });

  test('without flow and language the frame opens a top-up in English', () => {
    expect(parseFrameQuery('?fid=a').options).toMatchObject({ flow: 'moneycharge', language: 'en' });
  });

  test('unknown flows, languages, screens and fields are dropped', () => {
    const options = sanitizeOptions({ flow: 'shop', language: 'fr', screenName: 'admin', evil: 'x', selectedAmount: 'lots' });
    expect(options).toEqual({});
  });

  test('signup e-mail, name, external token and reset code are carried', () => {
    expect(sanitizeOptions({ screenName: 'signup', signupEmail: 'a@b.de', signupName: 'Ann', extToken: 't', resetCode: 'r' })).toEqual({
      screenName: 'signup',
      signupEmail: 'a@b.de',
      signupName: 'Ann',
      extToken: 't',
      resetCode: 'r',
    });
  });

  test('an overlong text option is dropped', () => {
    expect(sanitizeOptions({ pc: 'x'.repeat(513) })).toEqual({});
  });

  test('a params update changes only its valid fields', () => {
    const current = parseFrameQuery('?flow=moneycharge&language=en&pc=A').options;
    expect(mergeOptions(current, { language: 'nl', flow: 'nope' })).toMatchObject({ flow: 'moneycharge', language: 'nl', pc: 'A' });
  });

  test('only an app origin listed by the server is trusted, exactly', () => {
    const allowed = parseAllowedOrigins('http://127.0.0.1:8080, http://localhost:8080');
    expect(allowed).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(isAllowedOrigin('http://localhost:8080', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:8080.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8081', allowed)).toBe(false);
    expect(isAllowedOrigin(null, allowed)).toBe(false);
    expect(isAllowedOrigin('null', [...allowed, 'null'])).toBe(false);
  });

  test('without the server meta no origin is trusted', () => {
    expect(isAllowedOrigin('http://127.0.0.1:8080', parseAllowedOrigins(null))).toBe(false);
  });
});

describe('which view a flow shows', () => {
  test('a logged-in guest sees each flow in its own view', () => {
    for (const flow of PAYMENT_FLOWS) expect(resolveView(flow, true, loginScreenFor(flow, undefined)), flow).toBe(FLOW_VIEW[flow]);
  });

  test('a logged-out guest sees login first for every flow that needs an account', () => {
    for (const flow of PAYMENT_FLOWS.filter(needsLogin)) expect(resolveView(flow, false, 'login'), flow).toBe('login');
  });

  test('screenName signup opens signup first', () => {
    expect(resolveView('moneycharge', false, loginScreenFor('moneycharge', 'signup'))).toBe('signup');
    expect(resolveView('login', false, loginScreenFor('login', 'signup'))).toBe('signup');
  });

  test('login, password lost and password reset need no account', () => {
    expect(PAYMENT_FLOWS.filter((flow) => !needsLogin(flow))).toEqual(['pwdreset', 'pwdlost', 'login']);
  });

  test('the password flows open their own login screens', () => {
    expect(loginScreenFor('pwdlost', 'signup')).toBe('pwdlost');
    expect(loginScreenFor('pwdreset', undefined)).toBe('pwdreset');
    expect(resolveView('pwdreset', false, 'pwdreset')).toBe('login');
  });
});
