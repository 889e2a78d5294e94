// The actor's live stream in a running chat: muted at first so the browser lets it start by
// itself, with a sound button; a note when it cannot play (the chat goes on as text).

import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAttachedStream } from './useAttachedStream.ts';

export function LiveStream({ url, actorName }: { url: string; actorName: string }) {
  const { video, problem } = useAttachedStream(url);
  const [muted, setMuted] = useState(true);
  const [blocked, setBlocked] = useState(false);

  const play = () => {
    video.current?.play().then(
      () => setBlocked(false),
      () => setBlocked(true),
    );
  };

  return (
    <div className="livechat-stream">
      <video ref={video} data-testid="livechat-stream" autoPlay muted={muted} playsInline loop aria-label={actorName} onCanPlay={play} />
      <div className="livechat-stream__controls">
        <button type="button" className="button" aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
          {muted ? <Trans>Sound on</Trans> : <Trans>Sound off</Trans>}
        </button>
        {blocked ? (
          <button type="button" className="button" onClick={play}>
            <Trans>Play</Trans>
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="livechat-note" role="status" data-testid="livechat-stream-problem">
          {problem === 'unsupported' ? (
            <Trans>This browser cannot play the live stream. You can still chat.</Trans>
          ) : (
            <Trans>The live stream could not be loaded. You can still chat.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
