import { describe, expect, test } from 'vitest';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import {
  acknowledged,
  awayChange,
  canAskRenewal,
  canConnect,
  closed,
  initialSocketCoreState,
  isOpen,
  isTokenRefused,
  opening,
  pingDue,
  ponged,
  type Renewal,
  renewalAnswered,
  renewalAsked,
  requested,
  type SocketCoreState,
  shouldConnect,
  statusOf,
  stopped,
  tokenReceived,
  tokenRefused,
  watchChange,
} from '../../src/realtime/socketCoreState.ts';

// The socket core's state, one transition at a time (src/realtime/socketCoreState.ts); the core
// itself, with a fake socket, is in the realtimeCore*.test.ts files.

const withToken = (token = 'token-1'): SocketCoreState => tokenReceived(initialSocketCoreState(), token);
const live = (): SocketCoreState => acknowledged(requested(opening(withToken())));
const phaseOf = (state: SocketCoreState) => state.connection.phase;
const sessionOf = (state: SocketCoreState) => (state.connection.phase === 'live' ? state.connection.session : null);
const withRenewal = (renewal: Renewal): SocketCoreState => ({ ...withToken(), renewal });

describe('the connection', () => {
  test('before any token there is no socket and tabs see it closed', () => {
    const state = initialSocketCoreState();
    expect(phaseOf(state)).toBe('idle');
    expect(statusOf(state.connection)).toBe('closed');
    expect(canConnect(state)).toBe(false);
  });

  test('the first token opens a socket: one attempt, connecting', () => {
    const state = opening(withToken());
    expect(phaseOf(state)).toBe('opening');
    expect(state.attempt).toBe(1);
    expect(statusOf(state.connection)).toBe('connecting');
    expect(isOpen(state.connection)).toBe(false);
  });

  test('a second socket is not opened while one is opening, open or live', () => {
    const opened = opening(withToken());
    expect(opening(opened)).toBe(opened);
    expect(opening(requested(opened))).toEqual(requested(opened));
    expect(opening(live())).toEqual(live());
  });

  test('an opened socket asks for a session and is still connecting', () => {
    const state = requested(opening(withToken()));
    expect(phaseOf(state)).toBe('requesting');
    expect(statusOf(state.connection)).toBe('connecting');
    expect(isOpen(state.connection)).toBe(true);
  });

  test('a session is not asked for without a socket', () => {
    const idle = withToken();
    expect(requested(idle)).toBe(idle);
    const waiting = closed(live(), 1006);
    expect(requested(waiting)).toBe(waiting);
  });

  test('session.ack makes the session live with nothing sent on it yet', () => {
    const state = live();
    expect(statusOf(state.connection)).toBe('live');
    expect(sessionOf(state)).toEqual({ away: false, awaitingPong: false, watchSent: null });
  });

  test('a second session.ack keeps what the live session had', () => {
    const { state } = awayChange(live(), true);
    expect(sessionOf(acknowledged(state))).toEqual({ away: true, awaitingPong: false, watchSent: null });
  });

  test('a new session asked for on a live socket starts from nothing', () => {
    const { state } = awayChange(live(), true);
    expect(sessionOf(acknowledged(requested(state)))).toEqual({ away: false, awaitingPong: false, watchSent: null });
  });

  test('a closed socket waits to reconnect and tabs see it closed', () => {
    const state = closed(live(), 1006);
    expect(phaseOf(state)).toBe('waiting');
    expect(statusOf(state.connection)).toBe('closed');
    expect(canConnect(state)).toBe(true);
    expect(opening(state).attempt).toBe(2);
  });

  test('a protocol error on the first attempt gives up with the token it failed with', () => {
    const state = closed(opening(withToken('revoked')), SOCKET_CLOSE_CODE.protocolError);
    expect(state.connection).toEqual({ phase: 'failed', token: 'revoked' });
    expect(statusOf(state.connection)).toBe('failed');
  });

  test('a protocol error on a later attempt waits to reconnect like any close', () => {
    const second = opening(closed(live(), 1006));
    expect(phaseOf(closed(second, SOCKET_CLOSE_CODE.protocolError))).toBe('waiting');
  });

  test('a stopped owner opens nothing again and keeps the last status for late tabs', () => {
    const state = stopped(live());
    expect(state.connection).toEqual({ phase: 'stopped', status: 'live' });
    expect(canConnect(state)).toBe(false);
    expect(opening(state)).toBe(state);
    expect(closed(state, 1006)).toBe(state);
    expect(stopped(state)).toBe(state);
  });
});

describe('connecting on a token', () => {
  test('the first token connects', () => {
    expect(shouldConnect(withToken(), 'token-1')).toBe(true);
  });

  test('a token while a socket is open, opening or waiting connects nothing more', () => {
    expect(shouldConnect(opening(withToken()), 'token-2')).toBe(false);
    expect(shouldConnect(live(), 'token-2')).toBe(false);
    expect(shouldConnect(closed(live(), 1006), 'token-2')).toBe(false);
  });

  test('a given-up connection is tried again only with another token', () => {
    const failed = closed(opening(withToken('revoked')), SOCKET_CLOSE_CODE.protocolError);
    expect(shouldConnect(failed, 'revoked')).toBe(false);
    expect(shouldConnect(tokenReceived(failed, 'fresh'), 'fresh')).toBe(true);
  });
});

describe('the live session', () => {
  test('a ping is awaited, and the next ping finds its pong missing', () => {
    const first = pingDue(live());
    expect(first.isPongMissing).toBe(false);
    expect(sessionOf(first.state)?.awaitingPong).toBe(true);
    expect(pingDue(first.state).isPongMissing).toBe(true);
  });

  test('a pong clears the awaited ping', () => {
    const { state } = pingDue(live());
    expect(sessionOf(ponged(state))?.awaitingPong).toBe(false);
    expect(pingDue(ponged(state)).isPongMissing).toBe(false);
  });

  test('leave once when every tab is hidden, comeback once when one shows again', () => {
    const left = awayChange(live(), true);
    expect(left.frame).toBe('leave');
    expect(awayChange(left.state, true).frame).toBeNull();
    const back = awayChange(left.state, false);
    expect(back.frame).toBe('comeback');
    expect(awayChange(back.state, false).frame).toBeNull();
  });

  test('without a live session nothing is said about leaving', () => {
    const state = requested(opening(withToken()));
    expect(awayChange(state, true)).toEqual({ state, frame: null });
  });

  test('the watch list goes out when it differs from what the session has, and only on a live session', () => {
    const first = watchChange(live(), '3,5');
    expect(first.isChanged).toBe(true);
    expect(watchChange(first.state, '3,5').isChanged).toBe(false);
    expect(watchChange(live(), '').isChanged).toBe(false);
    expect(watchChange(requested(opening(withToken())), '3').isChanged).toBe(false);
  });
});

describe('the token and its renewal', () => {
  test('a different token replaces the current one; the same one changes nothing', () => {
    const state = withToken('a');
    expect(tokenReceived(state, 'b').token).toBe('b');
    expect(tokenReceived(state, 'a')).toBe(state);
  });

  test('a refused token asks one tab for a new one, and no other while it has not answered', () => {
    const refused = tokenRefused(withToken());
    expect(isTokenRefused(refused)).toBe(true);
    expect(canAskRenewal(refused)).toBe(true);
    const asked = renewalAsked(refused);
    expect(asked.renewal).toBe('asked');
    expect(isTokenRefused(asked)).toBe(true);
    expect(canAskRenewal(asked)).toBe(false);
    expect(renewalAsked(asked)).toBe(asked);
  });

  test('the asked tab answering lets another tab be asked if its token is refused too', () => {
    expect(renewalAnswered(withRenewal('asked')).renewal).toBe('refused');
    expect(renewalAnswered(withRenewal('answerDue')).renewal).toBe('none');
    expect(renewalAnswered(withRenewal('none')).renewal).toBe('none');
  });

  test('a new token is not refused; an answer still due from an asked tab stays due', () => {
    expect(tokenReceived(withRenewal('refused'), 'b').renewal).toBe('none');
    expect(tokenReceived(withRenewal('asked'), 'b').renewal).toBe('answerDue');
    expect(tokenReceived(withRenewal('answerDue'), 'b').renewal).toBe('answerDue');
  });

  test('a refusal while an answer is due waits for that answer instead of asking again', () => {
    const state = tokenRefused(withRenewal('answerDue'));
    expect(state.renewal).toBe('asked');
    expect(canAskRenewal(state)).toBe(false);
  });

  test('session.ack ends any renewal', () => {
    const asked = { ...requested(opening(withToken())), renewal: 'asked' as const };
    expect(acknowledged(asked).renewal).toBe('none');
  });
});
