import { useCallback, useRef, useState } from 'react';

/**
 * One idempotency key per request of a form: the same request sent again (a repeated click, a
 * retry after a lost answer) carries the same key and is charged once; a changed request
 * (another amount or method) gets a new key, because the server refuses a key sent with another
 * request (CONFLICT). `renew` after a final answer (a decline lets the guest try the same again
 * as a new attempt).
 */
export function useIdempotencyKey(): [(request: object) => string, () => void] {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((request: object) => {
    const signature = JSON.stringify(request);
    const known = keys.current.get(signature);
    if (known) return known;
    const key = crypto.randomUUID();
    keys.current.set(signature, key);
    return key;
  }, []);
  const renew = useCallback(() => keys.current.clear(), []);
  return [keyFor, renew];
}

/**
 * Runs a form's submit once at a time: `pending` disables the button, a second click while one
 * runs does nothing, and a thrown error is kept for the form to show.
 */
export function useSubmit() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, error, setError, run };
}
