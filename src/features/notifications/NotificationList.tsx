// The notification list of the navbar and of the mobile notifications menu (spec part 1 §4):
// the newest 5, unread ones marked; a click reads one (and follows its link); "mark all as
// seen" clears the count in every tab.

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { markAllSeen, markRead, notifications, startNotifications } from './store.ts';
import './notifications.css';

export function NotificationList({ onFollow }: { onFollow?: () => void }) {
  useLaterTexts();
  const snap = useSnapshot(notifications);
  const [, navigate] = useLocation();
  useEffect(() => startNotifications(), []);
  if (!snap.loaded) {
    return <ListSkeleton kind="line" count={3} listClassName="notification-skeleton" />;
  }
  return (
    <div className="notification-list" data-testid="notification-list">
      {snap.items.length === 0 ? (
        <p className="notification-note" data-testid="notifications-empty">
          <Trans>No notifications yet.</Trans>
        </p>
      ) : (
        <ul>
          {snap.items.map((item) => (
            <li key={item.id} data-testid="notification" data-unread={item.unread} data-type={item.type}>
              <button
                type="button"
                onClick={() => {
                  if (item.unread) markRead(item.id);
                  if (item.link) {
                    navigate(item.link);
                    onFollow?.();
                  }
                }}
              >
                {/* server text, shown as text */}
                <span>{item.text}</span>
                <time dateTime={item.created}>{new Date(item.created).toLocaleString()}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--ghost"
        data-testid="notifications-mark-all-seen"
        disabled={snap.items.length === 0}
        onClick={markAllSeen}
      >
        <Trans>Mark all as seen</Trans>
      </button>
    </div>
  );
}
