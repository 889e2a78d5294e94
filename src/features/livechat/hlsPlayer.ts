// Plays an actor's live stream (HLS, docs/decisions.md "Live chat page"): natively where the
// browser plays application/vnd.apple.mpegurl (Safari, iOS, recent Chromium), else through
// hls.js on Media Source Extensions, fetched only then (its light build: a cam stream needs no
// subtitles, alternative audio or DRM). A media server replaces the demo stream by configuration
// (LIVE_STREAM_URL); nothing here depends on where the stream comes from.

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Fatal stream errors recovered from before the player gives up. Chosen. */
const MAX_RECOVERIES = 3;

export type StreamProblem = 'unsupported' | 'failed';

function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== '';
}

/** Starts `url` in `video`; answers the stop function. `onProblem` hears of a stream that cannot play. */
export function attachStream(video: HTMLVideoElement, url: string, onProblem: (problem: StreamProblem) => void): () => void {
  if (playsHlsNatively(video)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let stopped = false;
  let destroy = () => {};
  import('hls.js/light')
    .then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        onProblem('unsupported');
        return;
      }
      const hls = new Hls({ enableWorker: true });
      let recoveries = 0;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // hls.js's own recovery, a few times: a network error loads again, a media error resets the decoder
        const recoverable = data.type === Hls.ErrorTypes.NETWORK_ERROR || data.type === Hls.ErrorTypes.MEDIA_ERROR;
        if (!recoverable || recoveries >= MAX_RECOVERIES) {
          onProblem('failed');
          return;
        }
        recoveries += 1;
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
        else hls.recoverMediaError();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch(() => {
      // the chunk could not be fetched (offline on a new deploy): the chat goes on without picture
      if (!stopped) onProblem('failed');
    });
  return () => {
    stopped = true;
    destroy();
  };
}
