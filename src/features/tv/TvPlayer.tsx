// A TV stream or mediathek video in a player: the live chat's HLS machinery (livechat/hlsPlayer.ts,
// the demo stream by default), muted at first so the browser lets it start, with a sound button;
// and its stand-in, as tall, while the stream's address loads.

import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAttachedStream } from '../livechat/useAttachedStream.ts';

export function TvPlayer({ url, title }: { url: string; title: string }) {
  const { video, problem } = useAttachedStream(url);
  const [muted, setMuted] = useState(true);

  return (
    <div className="tv-player">
      <video
        ref={video}
        data-testid="tv-player"
        autoPlay
        muted={muted}
        playsInline
        loop
        controls
        aria-label={title}
        onCanPlay={() => void video.current?.play().catch(() => undefined)}
      />
      <button type="button" className="button" aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
        {muted ? <Trans>Sound on</Trans> : <Trans>Sound off</Trans>}
      </button>
      {problem ? (
        <p role="status" data-testid="tv-player-problem">
          {problem === 'unsupported' ? <Trans>This browser cannot play the stream.</Trans> : <Trans>The stream could not be loaded.</Trans>}
        </p>
      ) : null}
    </div>
  );
}

/** The player's stand-in: the screen and the sound button in their places (aria-hidden: the caller says "Loading…"). */
export function TvPlayerSkeleton() {
  return (
    <div className="tv-player-skeleton" aria-hidden="true">
      <span className="skeleton tv-player-skeleton__screen" />
      <span className="skeleton tv-player-skeleton__button" />
    </div>
  );
}
