import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { PushSwitch } from '../../features/push/PushSwitch.tsx';
import { guest } from '../../state/guest.ts';

const NotificationList = lazy(() =>
  import('../../features/notifications/NotificationList.tsx').then((module) => ({ default: module.NotificationList })),
);

/**
 * The notifications menu: a logged-in guest's newest notifications (mark all as seen clears the
 * count in every tab) and the push switch of this device (the permission prompt comes from that
 * click, never at load); an anonymous visitor is told what will appear here.
 */
export default function NotificationsMenu() {
  const snap = useSnapshot(guest);
  if (!snap.isLoggedIn) {
    return (
      <div className="menu-empty" data-testid="mobile-notifications-empty">
        <p>
          <Trans>No notifications yet.</Trans>
        </p>
        <p className="menu-note">
          <Trans>When a favorite performer comes online or you get a message, you will see it here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div data-testid="mobile-notifications">
      <Suspense fallback={null}>
        <NotificationList />
      </Suspense>
      <PushSwitch />
    </div>
  );
}
