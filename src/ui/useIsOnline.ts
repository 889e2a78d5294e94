// Whether the browser has a network (PWA issue 22, point 8): the one hook every offline-aware part
// of a page reads. navigator.onLine with its online/offline events, read straight from the browser
// (src/state/network.ts follows the same events, but only once the live connection started).
import { useSyncExternalStore } from 'react';

function subscribeOnline(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network; true where it cannot tell. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}
