// Opens the dialogs due when a page loads (startupDialogRules.ts), one at a time through the
// modal store: the es-avs age gate, the sexole-login gate, the avs dialog under force-AVS.
// Renders nothing; the shell mounts it only when one of them may be due.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { appConfig } from '../../app/appConfig.ts';
import { useLanguage } from '../../app/useRoute.ts';
import { AGE_GATE_COOKIE } from '../../contract/storageKeys.ts';
import { readCookie } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';
import { modals, openModal } from '../../state/modals.ts';
import { network } from '../../state/network.ts';
import { type StartupDialog, startupDialog } from './startupDialogRules.ts';

export default function StartupDialogs() {
  const live = useSnapshot(guest);
  const { current } = useSnapshot(modals);
  const { socket } = useSnapshot(network);
  const language = useLanguage();
  /** avs and sexole-login open once per page; the age gate comes back until it is answered. */
  const opened = useRef(new Set<StartupDialog>());
  // Whether the guest is logged in is known once the live session is acknowledged.
  const guestKnown = socket === 'live' || live.isLoggedIn;

  useEffect(() => {
    if (current !== null) return; // one modal at a time: asked again when it closes
    const config = appConfig();
    const dialog = startupDialog({
      language,
      hostname: location.hostname,
      sexoleHosts: config.sexoleHosts,
      isLoggedIn: live.isLoggedIn,
      hasAvs: live.hasAvs,
      forceAvs: config.forceAvs,
      ageGateConfirmed: readCookie(AGE_GATE_COOKIE.name) === '1',
      loginEnabled: config.loginEnabled,
    });
    if (dialog === null || opened.current.has(dialog)) return;
    if (dialog !== 'es-avs' && !guestKnown) return;
    if (dialog !== 'es-avs') opened.current.add(dialog);
    openModal(dialog);
  }, [current, language, live.isLoggedIn, live.hasAvs, guestKnown]);

  return null;
}
