// The device's push switch on the favourite cams page (PWA issue): "tell me on this device when
// a pinned cam comes online". The permission prompt comes from the guest's click only.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { devicePushState, disableDevicePush, enableDevicePush, type DevicePushState } from './devicePush.ts';

export function PushSwitch() {
  const [state, setState] = useState<DevicePushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    devicePushState().then(
      (next) => current && setState(next),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state === 'loading' || state === 'unsupported') return null;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(state === 'on' ? await disableDevicePush() : await enableDevicePush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="push-switch" data-testid="push-switch" data-state={state}>
      {state === 'denied' ? (
        <p>
          <Trans>Notifications are blocked for this site. Allow them in your browser settings to hear when your favorites come online.</Trans>
        </p>
      ) : (
        <button type="button" className={state === 'on' ? 'button' : 'button button--primary'} disabled={busy} onClick={() => void toggle()}>
          {state === 'on' ? <Trans>Turn off push notifications on this device</Trans> : <Trans>Get a push notification when a favorite comes online</Trans>}
        </button>
      )}
      {failed ? (
        <p role="alert">
          <Trans>Push notifications could not be changed. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
