import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PaymentOptions } from '../../src/contract/checkout.ts';
import { PAYMENT_FRAME } from '../../src/contract/checkout.ts';
import { ERROR_MESSAGE } from '../../src/contract/errors.ts';
import { buildCheckoutUrl, newFrameId, parseCheckoutUrl } from '../../src/features/checkout/checkoutUrl.ts';
import { checkoutLayerCss, frameBox, spinnerTurnShare } from '../../src/features/checkout/frameLayout.ts';
import { parseFrameMessage, reportIgnored, serializeAppMessage } from '../../src/features/checkout/frameMessages.ts';
import { canPostToFrame, nextLifecycle } from '../../src/features/checkout/lifecycle.ts';

const CHECKOUT = 'http://127.0.0.1:8081/frame/';
const APP = 'http://127.0.0.1:8080';
const options: PaymentOptions = { flow: 'moneycharge', language: 'de', environment: 'sandbox', w: 17, selectedAmount: 25 };

describe('the frame address', () => {
  test('carries the payment options, the frame id and the app origin', () => {
    const url = new URL(buildCheckoutUrl(CHECKOUT, options, 'abc123', APP));
    expect(url.origin + url.pathname).toBe(CHECKOUT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flow: 'moneycharge',
      language: 'de',
      environment: 'sandbox',
      w: '17',
      selectedAmount: '25',
      fid: 'abc123',
      origin: APP,
    });
  });

  test('keeps tokens and personal data out of the address (they travel in session.init)', () => {
    const url = new URL(
      buildCheckoutUrl(
        CHECKOUT,
        { ...options, flow: 'login', screenName: 'signup', extToken: 'secret', signupEmail: 'a@b.de', signupName: 'anna', resetCode: 'r1' },
        'f',
        APP,
      ),
    );
    expect(url.searchParams.get('screenName')).toBe('signup');
    for (const name of ['extToken', 'signupEmail', 'signupName', 'resetCode']) expect(url.searchParams.has(name)).toBe(false);
  });

  test('a checkout link without a path fails with "invalid checkout url"', () => {
    expect(ERROR_MESSAGE.invalidCheckoutUrl).toBe('invalid checkout url');
    expect(() => buildCheckoutUrl('http://127.0.0.1:8081', options, 'f', APP)).toThrow('invalid checkout url');
    expect(() => buildCheckoutUrl('http://127.0.0.1:8081/', options, 'f', APP)).toThrow('invalid checkout url');
  });

  test('a checkout link that is no web address fails the same way', () => {
    expect(() => parseCheckoutUrl('not a url')).toThrow('invalid checkout url');
    expect(() => parseCheckoutUrl('javascript:alert(1)//x')).toThrow('invalid checkout url');
  });

  test('each frame gets its own random id', () => {
    const ids = new Set(Array.from({ length: 50 }, newFrameId));
    expect(ids.size).toBe(50);
    expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('messages from the frame', () => {
  const expected = { origin: 'http://127.0.0.1:8081', frameId: 'f1' };
  const message = (body: unknown, origin = expected.origin) => ({ origin, data: JSON.stringify(body) });

  test('a login from the checkout origin with this frame id is accepted', () => {
    const result = parseFrameMessage(
      message({ type: 'login', id: 'f1', data: { accessToken: 't', guestId: 4, isSignup: false } }),
      expected,
    );
    expect(result).toEqual({
      kind: 'message',
      message: { type: 'login', id: 'f1', data: { accessToken: 't', guestId: 4, isSignup: false } },
    });
  });

  test('a message from another origin is refused', () => {
    expect(
      parseFrameMessage(message({ type: 'frame.close', id: 'f1', data: { reason: 'done' } }, 'http://evil.example'), expected),
    ).toEqual({ kind: 'invalid', reason: 'origin' });
  });

  test('a message with another frame id is refused', () => {
    expect(parseFrameMessage(message({ type: 'frame.close', id: 'f2', data: { reason: 'done' } }), expected)).toEqual({
      kind: 'invalid',
      reason: 'id',
    });
  });

  test('a message that is not JSON, or lacks type or data, is refused', () => {
    expect(parseFrameMessage({ origin: expected.origin, data: '{nope' }, expected)).toEqual({ kind: 'invalid', reason: 'json' });
    expect(parseFrameMessage({ origin: expected.origin, data: { type: 'login' } }, expected)).toEqual({ kind: 'invalid', reason: 'json' });
    expect(parseFrameMessage(message({ type: 'frame.close', id: 'f1' }), expected)).toEqual({ kind: 'invalid', reason: 'shape' });
    expect(parseFrameMessage(message({ data: {}, id: 'f1' }), expected)).toEqual({ kind: 'invalid', reason: 'shape' });
  });

  test('a login without a token is refused', () => {
    expect(
      parseFrameMessage(message({ type: 'login', id: 'f1', data: { accessToken: '', guestId: 4, isSignup: false } }), expected),
    ).toEqual({ kind: 'invalid', reason: 'data' });
  });

  test('a flow change to an unknown flow is refused', () => {
    expect(parseFrameMessage(message({ type: 'flow.changed', id: 'f1', data: { flow: 'steal' } }), expected)).toEqual({
      kind: 'invalid',
      reason: 'data',
    });
  });

  test('an action answer for an action the app never asks is refused', () => {
    expect(
      parseFrameMessage(message({ type: 'action.result', id: 'f1', data: { action: 'getbalance', requestId: 1, value: null } }), expected)
        .kind,
    ).toBe('message');
    expect(
      parseFrameMessage(
        message({ type: 'action.result', id: 'f1', data: { action: 'hasOwnProperty', requestId: 1, value: null } }),
        expected,
      ),
    ).toEqual({ kind: 'invalid', reason: 'data' });
  });

  test('a well-formed message of an unknown type is reported as unhandled', () => {
    expect(parseFrameMessage(message({ type: 'frame.dance', id: 'f1', data: {} }), expected)).toEqual({
      kind: 'unhandled',
      type: 'frame.dance',
    });
  });

  describe('what is ignored is logged with the spec words', () => {
    afterEach(() => vi.restoreAllMocks());

    test('an invalid message logs "Invalid message response"', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      reportIgnored({ kind: 'invalid', reason: 'origin' }, 'x');
      expect(warn.mock.calls[0]?.[0]).toBe('Invalid message response');
    });

    test('an unknown type logs "Unhandled message response action" with the type', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      reportIgnored({ kind: 'unhandled', type: 'frame.dance' }, 'x');
      expect(warn).toHaveBeenCalledWith('Unhandled message response action', 'frame.dance');
    });
  });

  test('messages to the frame are JSON with type, the frame id and data', () => {
    const text = serializeAppMessage({ type: 'action', data: { action: 'logout', requestId: 3, clearToken: true } }, 'f1');
    expect(JSON.parse(text)).toEqual({ type: 'action', id: 'f1', data: { action: 'logout', requestId: 3, clearToken: true } });
  });
});

describe('frame lifecycle', () => {
  test('created becomes ready only with the session init', () => {
    expect(nextLifecycle('created', 'sessionInit')).toBe('ready');
    expect(nextLifecycle('created', 'frameLoaded')).toBeNull();
    expect(nextLifecycle('created', 'show')).toBeNull();
  });

  test('ready becomes loaded, and loaded becomes visible', () => {
    expect(nextLifecycle('ready', 'frameLoaded')).toBe('loaded');
    expect(nextLifecycle('ready', 'show')).toBeNull();
    expect(nextLifecycle('loaded', 'show')).toBe('visible');
  });

  test('a visible frame can be hidden and shown again', () => {
    expect(nextLifecycle('visible', 'hide')).toBe('hidden');
    expect(nextLifecycle('hidden', 'show')).toBe('visible');
  });

  test('any frame can be removed, and a removed one stays removed', () => {
    for (const state of ['created', 'ready', 'loaded', 'visible', 'hidden'] as const)
      expect(nextLifecycle(state, 'remove')).toBe('removed');
    for (const event of ['sessionInit', 'frameLoaded', 'show', 'hide', 'remove'] as const)
      expect(nextLifecycle('removed', event)).toBeNull();
  });

  test('actions and option updates wait until the frame is ready', () => {
    expect(canPostToFrame('created')).toBe(false);
    expect(canPostToFrame('ready')).toBe(true);
    expect(canPostToFrame('visible')).toBe(true);
    expect(canPostToFrame('removed')).toBe(false);
  });
});

describe('frame layout', () => {
  test('the timers are the spec ones: show retried every 1000 ms, polling every 500 ms', () => {
    expect(PAYMENT_FRAME.showRetryMs).toBe(1000);
    expect(PAYMENT_FRAME.pollingMs).toBe(500);
  });

  test('on a large screen the frame is 675 x 740 px', () => {
    expect(frameBox('moneycharge', { width: 1280, height: 900 })).toEqual({ width: '675px', height: '740px', fullscreen: false });
    expect(frameBox('moneycharge', { width: 675, height: 740 })).toEqual({ width: '675px', height: '740px', fullscreen: false });
  });

  test('on a smaller screen the frame fills it', () => {
    expect(frameBox('moneycharge', { width: 674, height: 900 }).fullscreen).toBe(true);
    expect(frameBox('moneycharge', { width: 1280, height: 739 })).toEqual({ width: '100vw', height: '100vh', fullscreen: true });
  });

  test('auto recharge uses the full viewport height', () => {
    expect(frameBox('autorecharge', { width: 1280, height: 900 })).toEqual({ width: '675px', height: '100vh', fullscreen: false });
  });

  test('overlay on layer 10000 at opacity 0.3, frame and spinner on 10001, spinner 140 px', () => {
    const css = checkoutLayerCss();
    expect(css).toMatch(/\.checkout-overlay\{[^}]*z-index:10000;[^}]*0\.3\)/);
    expect(css).toMatch(/\.checkout-frame\{[^}]*z-index:10001;/);
    expect(css).toMatch(/\.checkout-spinner\{[^}]*z-index:10001;width:140px;height:140px;/);
  });

  test('the loader turns for 900 ms of each 1400 ms period and rests 500 ms', () => {
    expect(spinnerTurnShare()).toBeCloseTo(900 / 1400);
    const css = checkoutLayerCss();
    expect(css).toContain('animation:checkout-spin 1400ms');
    expect(css).toContain('64.29%{transform:rotate(360deg)}100%{transform:rotate(360deg)}');
  });
});
