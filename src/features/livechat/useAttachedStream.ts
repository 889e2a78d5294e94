// A <video> element playing an HLS address through hlsPlayer.ts (native HLS or hls.js light),
// attached again when the address changes; `problem` says why it cannot play.
import { useEffect, useRef, useState } from 'react';
import { attachStream, type StreamProblem } from './hlsPlayer.ts';

export function useAttachedStream(url: string) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<StreamProblem | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setProblem(null);
    return attachStream(element, url, setProblem);
  }, [url]);
  return { video, problem };
}
