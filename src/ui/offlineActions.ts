// Offline honesty (PWA issue 22, point 8): what a live action does while the browser is offline.
// Starting a chat or a call, buying, voting and topping up need the server at that moment, so
// their buttons are disabled with the reason; a plain messenger message does not: it waits in the
// conversation and goes out once when the network is back (pendingMessages.ts, same clientId).

/** The live actions whose buttons say why they wait for the network; `checkout`: the other checkout openers (login, age check, VIP). */
export type LiveAction = 'chat' | 'buy' | 'vote' | 'topUp' | 'checkout';

/**
 * What the messenger's Send does: `send` now; `wait` (offline: the message is kept and sent when
 * back online); `offline` (disabled: a message that buys, a gift paid with money or a toy control,
 * is a purchase the guest confirms at its price now, and a toy control acts live).
 */
export type ComposerSendMode = 'send' | 'wait' | 'offline';

export function composerSendMode(input: { isOnline: boolean; buys: boolean }): ComposerSendMode {
  if (input.isOnline) return 'send';
  return input.buys ? 'offline' : 'wait';
}

/**
 * How a message of this tab not confirmed yet shows: `waiting` while offline and not handed to
 * the socket (it goes out when back online), `sending` once posted or while online.
 */
export function pendingMessageShownAs(message: { postedInSession: number | null }, isOnline: boolean): 'sending' | 'waiting' {
  return !isOnline && message.postedInSession === null ? 'waiting' : 'sending';
}
