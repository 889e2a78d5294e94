// What the playlist dialogs ask about (modal bodies get no arguments): the playlist's name and
// what to do once the guest confirms, one slot per dialog.
export type ConfirmDialog = 'playlist-delete' | 'playlist-cancel-changes';

const pending = new Map<ConfirmDialog, { name: string; confirm: () => Promise<void> | void }>();

export function askToConfirm(dialog: ConfirmDialog, name: string, confirm: () => Promise<void> | void): void {
  pending.set(dialog, { name, confirm });
}

export function pendingConfirm(dialog: ConfirmDialog) {
  return pending.get(dialog) ?? null;
}

export function clearPendingConfirm(dialog: ConfirmDialog): void {
  pending.delete(dialog);
}
