// What the socket core (socketCore.ts) is given: the socket to open, the timers and the clock,
// all replaceable so unit tests drive the core with a fake socket and fake timers.

/** The part of the browser's WebSocket the core uses (tests pass a fake). */
export type SocketLike = Pick<WebSocket, 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface SocketCoreOptions {
  /** The socket address, `ws(s)://host/socket`. */
  url: string;
  createSocket(url: string): SocketLike;
  /** Which owner runs the socket; reported with each connection error. */
  websocketType: 'sharedworker' | 'leadertab';
  timers?: Timers;
  now?: () => number;
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};
