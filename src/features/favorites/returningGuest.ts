// spec part 1 §5: the pin teaser differs for returning and new guests. A returning guest is one
// who logged in on this device before: a small flag in localStorage, set when a logged-in guest
// is seen (markReturningGuest) and never cleared by logout.
import { RETURNING_GUEST_KEY } from '../../contract/storageKeys.ts';
import { readLocal, writeLocal } from '../../lib/storage.ts';

export function markReturningGuest(): void {
  writeLocal(RETURNING_GUEST_KEY, '1');
}

export function isReturningGuest(): boolean {
  return readLocal(RETURNING_GUEST_KEY) === '1';
}
