// Discreet mode on this device (issue 22, point 4): the page points the browser at the neutral
// manifest (name and icon on the home screen and in the task switcher) and the neutral
// apple-touch-icon, which iOS takes when the app is added to the home screen. The guest's
// choice is kept on the server (notificationsSettings.discreet, which also words the pushes)
// and here, so a logged-out start and the first paint know it too.
import type { Language } from '../contract/enums.ts';
import { DISCREET_KEY } from '../contract/storageKeys.ts';
import { readLocal, writeLocal } from '../lib/storage.ts';

export function isDiscreet(): boolean {
  return readLocal(DISCREET_KEY) === '1';
}

/** The manifest of `language`, the neutral one in discreet mode. */
function manifestHref(language: Language, discreet: boolean): string {
  return `/manifest/${language}${discreet ? '.discreet' : ''}.webmanifest`;
}

/** Points the page's manifest and home-screen icon at the current mode, for `language`. */
export function applyManifest(language: Language): void {
  if (typeof document === 'undefined') return;
  const discreet = isDiscreet();
  document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', manifestHref(language, discreet));
  document
    .querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')
    ?.setAttribute('href', discreet ? '/icons/neutral-apple-touch-icon.png' : '/icons/apple-touch-icon.png');
}

/** Remembers the mode here and applies it to the page. */
export function setDiscreetHere(on: boolean): void {
  if (on === isDiscreet()) return;
  writeLocal(DISCREET_KEY, on ? '1' : '0');
  applyManifest((document.documentElement.lang || 'en') as Language);
}
