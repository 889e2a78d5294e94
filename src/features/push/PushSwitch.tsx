// The device's push switch on the favourite cams page (PWA issue): "tell me on this device when
// a pinned cam comes online". The permission prompt comes from the guest's click only. When the
// last push handed over never showed here, it says so and offers to renew (issue 22, point 5).

import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import './push.css';
import { isDiscreet } from '../../app/discreet.ts';
import { type DevicePushState, devicePushState, disableDevicePush, enableDevicePush, renewDevicePush } from './devicePush.ts';
import { saveDiscreet } from './discreetMode.ts';

export function PushSwitch() {
  const [state, setState] = useState<DevicePushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [discreet, setDiscreet] = useState(isDiscreet);
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
  const run = async (change: () => Promise<DevicePushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await change());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const on = state === 'on' || state === 'stopped';
  return (
    <div className="push-switch" data-testid="push-switch" data-state={state}>
      {state === 'denied' ? (
        <p>
          <Trans>
            Notifications are blocked for this site. Allow them in your browser settings to hear when your favorites come online.
          </Trans>
        </p>
      ) : (
        <>
          {state === 'stopped' ? (
            <div className="push-switch__stopped" data-testid="push-stopped">
              <p>
                <Trans>Your alerts seem to have stopped on this device: the last one we sent never showed up.</Trans>
              </p>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void run(renewDevicePush)}>
                <Trans>Renew alerts on this device</Trans>
              </button>
            </div>
          ) : null}
          {on ? null : (
            <label className="push-switch__discreet">
              <input
                type="checkbox"
                data-testid="push-discreet"
                checked={discreet}
                disabled={busy}
                onChange={(event) => {
                  const next = event.target.checked;
                  setDiscreet(next);
                  void run(async () => {
                    await saveDiscreet(next).catch((error: unknown) => {
                      setDiscreet(!next);
                      throw error;
                    });
                    return state;
                  });
                }}
              />{' '}
              <Trans>Discreet: no names, pictures or messages on my lock screen</Trans>
            </label>
          )}
          <button
            type="button"
            className={on ? 'button' : 'button button--primary'}
            disabled={busy}
            onClick={() => void run(on ? disableDevicePush : enableDevicePush)}
          >
            {on ? (
              <Trans>Turn off push notifications on this device</Trans>
            ) : (
              <Trans>Get a push notification when a favorite comes online</Trans>
            )}
          </button>
        </>
      )}
      {failed ? (
        <p role="alert">
          <Trans>Push notifications could not be changed. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
