import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { guest } from '../../state/guest.ts';
import { PushSwitch } from '../../features/push/PushSwitch.tsx';

/**
 * The notifications menu. Its list arrives with the messenger and notifications issue; a
 * logged-in guest can already turn push notifications on for this device here (the permission
 * prompt comes from that click, never at load).
 */
export default function NotificationsMenu() {
  const snap = useSnapshot(guest);
  return (
    <div className="menu-empty" data-testid="mobile-notifications-empty">
      <p>
        <Trans>No notifications yet.</Trans>
      </p>
      <p className="menu-note">
        <Trans>When a favorite performer comes online or you get a message, you will see it here.</Trans>
      </p>
      {snap.isLoggedIn ? <PushSwitch /> : null}
    </div>
  );
}
