// Once per page, when the guest is known to be logged in and this browser allows notifications,
// the device's push subscription is checked against the server (devicePush.ts syncDevicePush).
// Its code comes only then: a guest who never turned push on loads nothing for it.
import { subscribe } from 'valtio';
import { guest } from '../../state/guest.ts';

export function watchDevicePush(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  let done = false;
  const check = () => {
    if (done || !guest.isLoggedIn || guest.guestId === null) return;
    done = true;
    stop();
    void import('./devicePush.ts').then((push) => push.syncDevicePush()).catch(() => undefined); // offline: the next start
  };
  const stop = subscribe(guest, check);
  check();
}
