import { useCallback, useRef, useState } from 'react';

/**
 * One idempotency key per form: created once, sent with every submit of it, so a repeated click
 * or a retry after a lost answer is charged once. `renew` after a final answer (a decline lets
 * the guest try again as a new attempt).
 */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
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
