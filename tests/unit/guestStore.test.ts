import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { dispatchServerFrame } from '../../src/realtime/dispatch.ts';
import { clearGuest, guest } from '../../src/state/guest.ts';
import { applyGuestFrame } from '../../src/state/guestEvents.ts';
import { emptyGuest, isBalanceShown, isTvSubscriber, type LiveGuest, showsLoggedIn } from '../../src/state/guestRules.ts';
import { createLogQueue, type LogCall, type LogRecord } from '../../src/state/logQueue.ts';
import { isModuleReady, markModuleReady, onModuleReady } from '../../src/state/modules.ts';
import { applyPresenceChanges, applyPresenceFrame } from '../../src/state/presenceEvents.ts';
import { emptyPresence, favoritesOnlineCount, isActorOnline } from '../../src/state/presenceRules.ts';

function guestAfter(...frames: ServerFrame[]): LiveGuest {
  const state = emptyGuest();
  for (const frame of frames) applyGuestFrame(state, frame);
  return state;
}

describe('age verification', () => {
  test('a set message accepts the age check and sets hasAvs', () => {
    expect(guestAfter({ type: 'avs.set', data: {} })).toMatchObject({ avsStatus: 'accepted', hasAvs: true });
  });

  test('a pending message marks the check pending', () => {
    expect(guestAfter({ type: 'avs.pending', data: {} }).avsStatus).toBe('pending');
  });

  test('a rejected message stores the reason', () => {
    expect(guestAfter({ type: 'avs.rejected', data: { reason: 'The photo is blurry' } })).toMatchObject({
      avsStatus: 'rejected',
      avsRejectMessage: 'The photo is blurry',
    });
  });

  test('a revoke moves an accepted check back to unknown and clears hasAvs', () => {
    expect(guestAfter({ type: 'avs.set', data: {} }, { type: 'avs.revoked', data: {} })).toMatchObject({
      avsStatus: 'unknown',
      hasAvs: false,
    });
  });

  test('an accepted check forgets an earlier rejection reason', () => {
    expect(guestAfter({ type: 'avs.rejected', data: { reason: 'blurry' } }, { type: 'avs.set', data: {} }).avsRejectMessage).toBeNull();
  });
});

describe('who the guest is, before and after the live connection says it', () => {
  const ack = (isLoggedIn: boolean): ServerFrame => ({
    type: 'session.ack',
    data: { ttl: 60, guest: { ...emptyGuest(), guestId: isLoggedIn ? 7 : null, isLoggedIn }, onlineActorIds: [] },
  });

  test('the guest is known once the session is acknowledged', () => {
    expect(emptyGuest().isKnown).toBe(false);
    expect(guestAfter(ack(false)).isKnown).toBe(true);
  });

  test("a logged-in guest's first paint shows the logged-in view, from the token the login stored", () => {
    expect(showsLoggedIn(emptyGuest(), true)).toBe(true);
    expect(showsLoggedIn(emptyGuest(), false)).toBe(false);
  });

  test('once known, what the connection said decides, whatever the token suggested', () => {
    expect(showsLoggedIn(guestAfter(ack(false)), true)).toBe(false);
    expect(showsLoggedIn(guestAfter(ack(true)), false)).toBe(true);
  });
});

describe('server-pushed guest flags', () => {
  test('a locked guest is logged out: nothing of the guest stays', () => {
    const state = guestAfter(
      { type: 'guest.balance', data: { balance: 40, balanceFormatted: '€40.00', vouchers: [] } },
      { type: 'vip.updated', data: { isVip: true } },
    );
    expect(applyGuestFrame(state, { type: 'guest.locked', data: {} })).toBe('logout');
    expect(state).toEqual({ ...emptyGuest(), isLocked: true });
  });

  test('a VIP counts as TV subscriber without being stored as one', () => {
    const vip = guestAfter({ type: 'vip.updated', data: { isVip: true } });
    expect(vip.isVXTVAboSubscriber).toBe(false);
    expect(isTvSubscriber(vip)).toBe(true);
    expect(isTvSubscriber(guestAfter({ type: 'tv.updated', data: { isVXTVAboSubscriber: true } }))).toBe(true);
    expect(isTvSubscriber(emptyGuest())).toBe(false);
  });

  test('a balance event shows the balance even before login', () => {
    expect(isBalanceShown(emptyGuest())).toBe(false);
    const state = guestAfter({
      type: 'guest.balance',
      data: { balance: 7.5, balanceFormatted: '€7.50', vouchers: [{ type: 1, amount: 2, actorId: null }] },
    });
    expect(state).toMatchObject({ balance: 7.5, vouchers: [{ type: 1, amount: 2, actorId: null }] });
    expect(isBalanceShown(state)).toBe(true);
  });

  test('loyalty points, welcome bonus, bonus code and e-mail verification are kept', () => {
    const state = guestAfter(
      { type: 'loyalty.changed', data: { points: 120 } },
      { type: 'welcomebonus.redeemed', data: {} },
      { type: 'bonuscode.redeemed', data: { code: 'SPRING' } },
      { type: 'email.verified', data: {} },
    );
    expect(state).toMatchObject({ loyaltyPoints: 120, welcomeBonusRedeemed: true, redeemedBonusCode: 'SPRING', isEmailVerified: true });
  });

  test('session.ack takes over the server snapshot but keeps what only events tell', () => {
    const state = guestAfter({ type: 'avs.rejected', data: { reason: 'blurry' } });
    applyGuestFrame(state, {
      type: 'session.ack',
      data: {
        ttl: 120,
        onlineActorIds: [],
        guest: { ...emptyGuest(), guestId: 4, isLoggedIn: true, balance: 3, avsStatus: 'rejected' },
      },
    });
    expect(state).toMatchObject({ guestId: 4, isLoggedIn: true, balance: 3, avsRejectMessage: 'blurry' });
    expect(isBalanceShown(state)).toBe(true);
  });

  test('a voice call stop for another actor leaves the running call alone', () => {
    const state = guestAfter(
      { type: 'voicecall.start', data: { actorId: 3, idHash: 'x' } },
      { type: 'voicecall.stop', data: { actorId: 4, idHash: 'y' } },
    );
    expect(state.voiceCallActorId).toBe(3);
    applyGuestFrame(state, { type: 'voicecall.stop', data: { actorId: 3, idHash: 'x' } });
    expect(state.voiceCallActorId).toBeNull();
  });
});

describe('presence', () => {
  test('before the server list arrives a tile keeps what it was served; after, the list decides', () => {
    const presence = emptyPresence();
    expect(isActorOnline(presence, 1, true)).toBe(true);
    applyPresenceFrame(presence, { type: 'session.ack', data: { ttl: 1, guest: emptyGuest(), onlineActorIds: [2] } });
    expect(isActorOnline(presence, 1, true)).toBe(false);
    expect(isActorOnline(presence, 2, false)).toBe(true);
  });

  test('an event overrides what a tile was served, even before the server list arrives', () => {
    const presence = emptyPresence();
    applyPresenceFrame(presence, { type: 'actor.offline', data: { actorId: 8 } });
    expect(isActorOnline(presence, 8, true)).toBe(false);
    applyPresenceFrame(presence, { type: 'actor.online', data: { actorId: 9, freeChat: false } });
    expect(isActorOnline(presence, 9, false)).toBe(true);
  });

  test('actor online and offline flip the actor, free shows follow', () => {
    const presence = emptyPresence();
    applyPresenceFrame(presence, { type: 'actor.online', data: { actorId: 5, freeChat: true } });
    expect(presence.online[5]).toBe(true);
    expect(presence.freeChat[5]).toBe(true);
    applyPresenceFrame(presence, { type: 'freeshow.stop', data: { actorId: 5 } });
    expect(presence.freeChat[5]).toBe(false);
    applyPresenceFrame(presence, { type: 'actor.offline', data: { actorId: 5 } });
    expect(isActorOnline(presence, 5, true)).toBe(false);
  });

  test('a presence frame sets each changed actor, the site-wide count, and answers only real changes', () => {
    const presence = emptyPresence();
    applyPresenceFrame(presence, { type: 'session.ack', data: { ttl: 1, guest: emptyGuest(), onlineActorIds: [1, 2] } });
    expect(presence.onlineCount).toBe(2);
    const changed = applyPresenceChanges(presence, {
      changes: [
        { actorId: 1, isOnline: true, freeChat: false },
        { actorId: 2, isOnline: false, freeChat: false },
        { actorId: 3, isOnline: true, freeChat: true },
      ],
      onlineCount: 2,
    });
    expect(changed.map((change) => change.actorId)).toEqual([2, 3]);
    expect(isActorOnline(presence, 2, true)).toBe(false);
    expect(presence.freeChat[3]).toBe(true);
    expect(presence.onlineCount).toBe(2);
    applyPresenceChanges(presence, { changes: [], onlineCount: null });
    expect(presence.onlineCount).toBe(2);
  });

  test('the favourites online count follows pinned actors going online and offline', () => {
    const presence = emptyPresence();
    applyPresenceFrame(presence, { type: 'actor.online', data: { actorId: 1, freeChat: false } });
    applyPresenceFrame(presence, { type: 'actor.online', data: { actorId: 2, freeChat: false } });
    expect(favoritesOnlineCount(presence, [2, 3])).toBe(1);
    applyPresenceFrame(presence, { type: 'actor.online', data: { actorId: 3, freeChat: false } });
    expect(favoritesOnlineCount(presence, [2, 3])).toBe(2);
    expect(favoritesOnlineCount(presence, [])).toBe(0);
  });
});

describe('module readiness', () => {
  test('a module starts not ready; listeners run once when it becomes ready', () => {
    const listener = vi.fn();
    expect(isModuleReady('gift')).toBe(false);
    onModuleReady('gift', listener);
    expect(listener).not.toHaveBeenCalled();
    markModuleReady('gift');
    markModuleReady('gift');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('a listener registered after the module is ready fires at once', () => {
    markModuleReady('prosearch');
    const late = vi.fn();
    onModuleReady('prosearch', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  test('an unsubscribed listener is not called', () => {
    const listener = vi.fn();
    const stop = onModuleReady('toyControl', listener);
    stop();
    markModuleReady('toyControl');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('log queue', () => {
  test('log calls wait while offline and go out in order when back online, with their times', async () => {
    let online = false;
    let clock = 1_000;
    const sent: { call: LogCall; payload: LogRecord & { timeDiff: number } }[] = [];
    const queue = createLogQueue({
      isOnline: () => online,
      now: () => clock,
      send: async (call, payload) => {
        sent.push({ call, payload });
        return 'sent';
      },
    });
    queue.enqueue({ call: 'logger/browserOnline', payload: { status: 'offline', jsTime: 1_000 } });
    clock = 3_000;
    queue.enqueue({ call: 'logger/vxmessengerError', payload: { message: 'send failed', jsTime: 3_000 } });
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.size).toBe(2);

    online = true;
    clock = 10_000;
    queue.enqueue({ call: 'logger/browserOnline', payload: { status: 'online', jsTime: 10_000 } });
    await queue.flush();
    expect(sent).toEqual([
      { call: 'logger/browserOnline', payload: { status: 'offline', jsTime: 1_000, timeDiff: 9_000 } },
      { call: 'logger/vxmessengerError', payload: { message: 'send failed', jsTime: 3_000, timeDiff: 7_000 } },
      { call: 'logger/browserOnline', payload: { status: 'online', jsTime: 10_000, timeDiff: 0 } },
    ]);
    expect(queue.size).toBe(0);
  });

  test('a call that cannot reach the server stays first in line for the next flush', async () => {
    let reachable = false;
    const sent: string[] = [];
    const queue = createLogQueue({
      isOnline: () => true,
      now: () => 0,
      send: async (call) => {
        if (!reachable) return 'retry';
        sent.push(call);
        return 'sent';
      },
    });
    queue.enqueue({ call: 'logger/vxmessengerError', payload: { message: 'first', jsTime: 0 } });
    await queue.flush();
    expect(queue.size).toBe(1);
    reachable = true;
    queue.enqueue({ call: 'logger/browserOnline', payload: { status: 'online', jsTime: 0 } });
    await queue.flush();
    expect(sent).toEqual(['logger/vxmessengerError', 'logger/browserOnline']);
  });
});

describe('dispatch', () => {
  const effects = () => ({ logOut: vi.fn(), reloadPage: vi.fn(), reportError: vi.fn() });
  beforeEach(() => clearGuest());

  test('guest.locked logs the guest out', () => {
    const fx = effects();
    dispatchServerFrame({ type: 'guest.balance', data: { balance: 5, balanceFormatted: '€5.00', vouchers: [] } }, fx);
    dispatchServerFrame({ type: 'guest.locked', data: {} }, fx);
    expect(fx.logOut).toHaveBeenCalledTimes(1);
    expect(guest.balance).toBe(0);
  });

  test('page.reload reloads the page and error frames are reported', () => {
    const fx = effects();
    dispatchServerFrame({ type: 'page.reload', data: {} }, fx);
    dispatchServerFrame({ type: 'error', data: { code: 'LOGIN_REQUIRED', message: 'log in', inReplyTo: 'pin' } }, fx);
    expect(fx.reloadPage).toHaveBeenCalledTimes(1);
    expect(fx.reportError).toHaveBeenCalledWith({ code: 'LOGIN_REQUIRED', message: 'log in', inReplyTo: 'pin' });
  });
});
