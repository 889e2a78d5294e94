// Event tracking (spec part 1 §5) costs the first load nothing: its code comes once there is a
// tracker address and the guest allowed analytics, at load or when they choose it later in the
// cookie banner. Each event checks again (src/features/tracking/tracker.ts).
import { subscribe } from 'valtio';
import { appConfig } from '../../app/appConfig.ts';
import { consent, hasConsent } from '../../state/consent.ts';

function loadWhenAllowed(): boolean {
  if (!hasConsent('analytics')) return false;
  import('./pageTracking.ts')
    .then((tracking) => tracking.trackPages())
    .catch(() => {
      // statistics: without its chunk (offline on a new deploy) nothing is tracked
    });
  return true;
}

export function startTracking(): void {
  if (!appConfig().trackerUrl || loadWhenAllowed()) return;
  const stop = subscribe(consent, () => {
    if (loadWhenAllowed()) stop();
  });
}
