// The guest's own camera in a two-way cam chat (singlec2c): asked for only on the guest's click,
// shown as a small preview, switched off when the chat view goes. A refusal or a missing camera
// gets a clear note; the chat goes on without it.

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type CameraState, cameraProblemOf } from './liveChatRules.ts';

export function OwnCamera() {
  const [state, setState] = useState<CameraState>('off');
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  };
  useEffect(() => stop, []);

  async function turnOn() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      if (preview.current) preview.current.srcObject = stream.current;
      setState('on');
    } catch (error) {
      setState(cameraProblemOf(error));
    }
  }

  function turnOff() {
    stop();
    if (preview.current) preview.current.srcObject = null;
    setState('off');
  }

  return (
    <div className="livechat-camera" data-testid="livechat-camera" data-state={state}>
      <video ref={preview} className="livechat-camera__preview" autoPlay muted playsInline hidden={state !== 'on'} />
      {state === 'on' ? (
        <button type="button" className="button" onClick={turnOff}>
          <Trans>Turn my camera off</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={state === 'asking'}
          onClick={() => void turnOn()}
          data-testid="livechat-camera-on"
        >
          {state === 'asking' ? <Trans>Waiting for your camera…</Trans> : <Trans>Turn my camera on</Trans>}
        </button>
      )}
      {state === 'denied' ? (
        <p className="livechat-note" role="alert">
          <Trans>
            Your browser did not allow the camera. Allow it in the address bar's site settings and try again; the chat goes on without it.
          </Trans>
        </p>
      ) : null}
      {state === 'unavailable' ? (
        <p className="livechat-note" role="alert">
          <Trans>No camera could be used on this device. The chat goes on without it.</Trans>
        </p>
      ) : null}
    </div>
  );
}
