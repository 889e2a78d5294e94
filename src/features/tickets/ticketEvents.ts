// The result event of a ticket buy or remove (spec part 1 §4 Chat ticket: "buy and remove each emit
// a result event"): a small typed emitter. The store emits after every answer; the list and the
// purchase dialog listen to show what came of it.
import type { TicketShow } from './api.ts';
import type { TicketErrorCode } from './ticketRules.ts';

export interface TicketResult {
  action: 'buy' | 'remove';
  showId: number;
  success: boolean;
  /** Null on success. */
  errorCode: TicketErrorCode | null;
  /** The show as the server has it now (null when the call failed). */
  ticket: TicketShow | null;
}

type Listener = (result: TicketResult) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every result from now on; returns the unsubscribe. */
export function onTicketResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitTicketResult(result: TicketResult): void {
  for (const listener of [...listeners]) listener(result);
}
