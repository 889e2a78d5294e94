import { describe, expect, test, vi } from 'vitest';
import type { ServerMessageType } from '../../src/contract/socket.ts';
import {
  balanceTrackingEvent,
  createPaymentEvents,
  type PaymentEventKind,
  paymentEventOf,
} from '../../src/features/checkout/paymentEvents.ts';

function setup() {
  const state = { open: false };
  const reload = vi.fn();
  const events = createPaymentEvents({ isFlowOpen: () => state.open, reload });
  const ran: string[] = [];
  for (const kind of ['balance', 'vip', 'tv', 'avsSet', 'bonusCode'] as PaymentEventKind[]) events.on(kind, () => ran.push(kind));
  const handle = (type: ServerMessageType) => events.handle({ type });
  return { state, reload, events, ran, handle };
}

describe('payment-related events', () => {
  test('each payment event is recognised, other frames are not', () => {
    expect(paymentEventOf({ type: 'guest.balance' })).toBe('balance');
    expect(paymentEventOf({ type: 'vip.updated' })).toBe('vip');
    expect(paymentEventOf({ type: 'tv.updated' })).toBe('tv');
    expect(paymentEventOf({ type: 'avs.set' })).toBe('avsSet');
    expect(paymentEventOf({ type: 'avs.revoked' })).toBe('avsRevoked');
    expect(paymentEventOf({ type: 'bonuscode.redeemed' })).toBe('bonusCode');
    expect(paymentEventOf({ type: 'avs.pending' })).toBeNull();
    expect(paymentEventOf({ type: 'actor.online' })).toBeNull();
  });

  test('a balance event runs the balance callback at once when no flow is open', () => {
    const { ran, handle } = setup();
    handle('guest.balance');
    expect(ran).toEqual(['balance']);
  });

  test('VIP, VXTV, AVS set and bonus code events run their callbacks', () => {
    const { ran, handle } = setup();
    for (const type of ['vip.updated', 'tv.updated', 'avs.set', 'bonuscode.redeemed'] as const) handle(type);
    expect(ran).toEqual(['vip', 'tv', 'avsSet', 'bonusCode']);
  });

  test('while a flow is open the callbacks wait and run when it closes', () => {
    const { state, ran, handle, events } = setup();
    state.open = true;
    handle('guest.balance');
    handle('vip.updated');
    expect(ran).toEqual([]);
    state.open = false;
    events.flowClosed();
    expect(ran).toEqual(['balance', 'vip']);
  });

  test('events queued during one flow run once each, and only once', () => {
    const { state, ran, handle, events } = setup();
    state.open = true;
    handle('guest.balance');
    handle('guest.balance');
    state.open = false;
    events.flowClosed();
    events.flowClosed();
    expect(ran).toEqual(['balance']);
  });

  test('an AVS revoke reloads the page', () => {
    const { reload, handle } = setup();
    handle('avs.revoked');
    expect(reload).toHaveBeenCalledOnce();
  });

  test('an AVS revoke during a flow reloads only after it closes', () => {
    const { state, reload, handle, events } = setup();
    state.open = true;
    handle('avs.revoked');
    expect(reload).not.toHaveBeenCalled();
    events.flowClosed();
    expect(reload).toHaveBeenCalledOnce();
  });

  test('a VIP update without a callback changes the live guest only: no reload', () => {
    const reload = vi.fn();
    const events = createPaymentEvents({ isFlowOpen: () => false, reload });
    events.handle({ type: 'vip.updated' });
    expect(reload).not.toHaveBeenCalled();
  });

  test('an unsubscribed callback no longer runs', () => {
    const events = createPaymentEvents({ isFlowOpen: () => false, reload: () => {} });
    const callback = vi.fn();
    const off = events.on('balance', callback);
    off();
    events.handle({ type: 'guest.balance' });
    expect(callback).not.toHaveBeenCalled();
  });

  test('a failing callback does not stop the others', () => {
    const events = createPaymentEvents({ isFlowOpen: () => false, reload: () => {} });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    events.on('balance', () => {
      throw new Error('boom');
    });
    events.on('balance', second);
    events.handle({ type: 'guest.balance' });
    expect(second).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  test('a balance event is tracked as it arrives, also while a flow is open (issue 21 point 3)', () => {
    const tracked: string[] = [];
    const state = { open: true };
    const events = createPaymentEvents({ isFlowOpen: () => state.open, reload: vi.fn(), track: (event) => tracked.push(event) });
    events.handle({ type: 'guest.balance' });
    events.handle({ type: 'actor.online' });
    expect(tracked).toEqual(['balance']);
    expect(balanceTrackingEvent(12.5)).toEqual({ type: 'balance', context: 'payment', float1: 12.5 });
  });
});
