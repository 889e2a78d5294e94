// How a tab reaches the socket owner: a port of the SharedWorker, or the leader tab over
// BroadcastChannel (leaderFallback.ts).
import { type OwnerMessage, REALTIME_NAME, type TabMessage } from './tabProtocol.ts';

export interface Transport {
  post(message: TabMessage): void;
}

export interface TransportHandlers {
  onMessage(message: OwnerMessage): void;
  /** A new owner took over (leader hand-over): say hello again. */
  onOwnerChanged(): void;
  /** The owner cannot run here (the worker script failed to load): use another transport. */
  onFailed(): void;
}

/** The SharedWorker transport; throws where the browser refuses to start the worker. */
export function connectSharedWorker(handlers: TransportHandlers): Transport {
  const worker = new SharedWorker(new URL('./sharedWorker.ts', import.meta.url), { type: 'module', name: REALTIME_NAME });
  worker.addEventListener('error', () => handlers.onFailed());
  worker.port.onmessage = (event: MessageEvent<OwnerMessage>) => handlers.onMessage(event.data);
  return { post: (message) => worker.port.postMessage(message) };
}
