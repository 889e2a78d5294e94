// The playlist the 'playlist-delete' dialog asks about (modal bodies get no arguments), and what
// to do once it is confirmed.
let pending: { name: string; confirm: () => Promise<void> } | null = null;

export function askToDelete(name: string, confirm: () => Promise<void>): void {
  pending = { name, confirm };
}

export function pendingDelete() {
  return pending;
}

export function clearPendingDelete(): void {
  pending = null;
}
