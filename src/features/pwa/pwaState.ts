// The prompts' live copy of the PWA signals gathered since load (src/app/registerServiceWorker.ts).
import { proxy, ref } from 'valtio';
import type { InstallPromptEvent, PwaSignals } from '../../app/registerServiceWorker.ts';

export const pwa = proxy<{ installEvent: InstallPromptEvent | null; updateWaiting: boolean; pageViews: number }>({
  installEvent: null,
  updateWaiting: false,
  pageViews: 1,
});

let signals: PwaSignals | null = null;

export function takeSignals(next: PwaSignals): void {
  signals = next;
  pwa.installEvent = next.installEvent ? ref(next.installEvent) : null;
  pwa.updateWaiting = next.updateWaiting;
  pwa.pageViews = next.pageViews;
}

/** A prompt was shown (it can be once): the event is spent here and at the source. */
export function spendInstallEvent(): void {
  if (signals) signals.installEvent = null;
  pwa.installEvent = null;
}

export function applyUpdate(): void {
  signals?.acceptUpdate?.();
}
