// Discreet mode offered where the guest turns push on (issue 22, point 4): the choice goes to the
// server (it words the pushes) with the guest's other notification settings unchanged, then to
// this device (manifest and home-screen icon, src/app/discreet.ts).
import { getNotificationsSettings, saveNotificationsSettings } from '../../api/guest.ts';
import { setDiscreetHere } from '../../app/discreet.ts';

export async function saveDiscreet(on: boolean): Promise<void> {
  const { notifications_settings: settings } = await getNotificationsSettings();
  await saveNotificationsSettings({ ...settings, discreet: on });
  setDiscreetHere(on);
}
