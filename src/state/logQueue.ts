// Log calls (spec part 1 §4, part 2 §4, §7.6): queued while the network is offline and sent in
// order once it is back. Each entry keeps the time of its event (jsTime); timeDiff is measured
// when it is sent. The queue lives in memory: a log is worth little after the tab is gone.

import type { LogCall } from '../api/logger.ts';
import type { RestPayload } from '../contract/rest.ts';

export type { LogCall };

/** A log call's payload as recorded: everything but timeDiff, known only when it is sent. */
export type LogRecord<C extends LogCall = LogCall> = Omit<RestPayload<C>, 'timeDiff'>;

export type LogEntry = { [C in LogCall]: { call: C; payload: LogRecord<C> } }[LogCall];

/** 'sent' (or refused by the server: dropped), or 'retry' when the network failed. */
type SendResult = 'sent' | 'retry';

export interface LogQueueOptions {
  send(call: LogCall, payload: LogRecord & { timeDiff: number }): Promise<SendResult>;
  isOnline(): boolean;
  now?: () => number;
}

export interface LogQueue {
  enqueue(entry: LogEntry): void;
  /** Sends what is queued, oldest first, while the network is online. */
  flush(): Promise<void>;
  readonly size: number;
}

export function createLogQueue(options: LogQueueOptions): LogQueue {
  const now = options.now ?? Date.now;
  const entries: LogEntry[] = [];
  let flushing: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (entries.length > 0 && options.isOnline()) {
      const entry = entries[0]!;
      const result = await options.send(entry.call, { ...entry.payload, timeDiff: now() - entry.payload.jsTime });
      if (result === 'retry') return; // kept; the next enqueue or 'online' tries again
      entries.shift();
    }
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    enqueue(entry) {
      entries.push(entry);
      void flush();
    },
    flush,
    get size() {
      return entries.length;
    },
  };
}

// ---- the tab's queue ----

async function sendThroughApi(call: LogCall, payload: LogRecord & { timeDiff: number }): Promise<SendResult> {
  try {
    // ky stays off the first load: the logger module comes with the first log call.
    const { sendLog } = await import('../api/logger.ts');
    await sendLog(call, payload as RestPayload<typeof call>);
    return 'sent';
  } catch (error) {
    // status 0: the request never got an answer (offline, server down, chunk not loadable);
    // any answer at all means the server saw the call, and a refused log is not sent again.
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' && status > 0 ? 'sent' : 'retry';
  }
}

export const logQueue = createLogQueue({
  send: sendThroughApi,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});

/** Records a log call now (or at `jsTime`, when the event happened earlier) and sends it when online. */
export function queueLog(entry: LogEntry): void {
  logQueue.enqueue(entry);
}

/** logger/vxmessengerError for the messenger area. */
export function logMessengerError(message: string, jsTime: number = Date.now()): void {
  queueLog({ call: 'logger/vxmessengerError', payload: { message, jsTime } });
}
