// The video the 'video-with-player' dialog shows (modal bodies get no arguments).
let current: number | null = null;

export function showVideoInPlayer(albumId: number): void {
  current = albumId;
}

export function videoInPlayer(): number | null {
  return current;
}
