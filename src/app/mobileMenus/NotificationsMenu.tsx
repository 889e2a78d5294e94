import { Trans } from '@lingui/react/macro';

/** Notifications arrive with accounts and the socket; until then the empty state. */
export default function NotificationsMenu() {
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
