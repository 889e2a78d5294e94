// The logged-in guest's inbox in the navbar (messenger issue; spec part 1 §2, §9): the messages
// button with the unread count and a preview of at most 5 channels, the notification bell with
// its count and list, the floating notifications and the ticket show invitations (the app badge
// follows the count in src/features/push/appBadge.ts). Loaded only for a
// logged-in guest, so an anonymous visitor's first load carries none of it.

import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { getNavbarMessages } from '../api/navbarMessages.ts';
import type { NavbarMessage } from '../contract/entities/messenger.ts';
import { NotificationList } from '../features/notifications/NotificationList.tsx';
import { dismissFloating, markRead, notifications, startNotifications } from '../features/notifications/store.ts';
import { TicketShowInvitations } from '../features/tickets/TicketShowInvitations.tsx';
import { useLaterTexts } from '../i18n/useLaterTexts.ts';
import { guest } from '../state/guest.ts';
import { RouteLink, useBuildPath } from './RouteLink.tsx';
import '../features/notifications/notifications.css';
import { Icon } from '../ui/Icon.tsx';

type Panel = 'messages' | 'notifications' | null;

const ENVELOPE = 'M3 6h18v12H3zM3 6l9 7 9-7';
const BELL = 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4';

function InboxButton(props: {
  panel: Exclude<Panel, null>;
  open: Panel;
  setOpen: (panel: Panel) => void;
  label: string;
  count: number;
  icon: string;
}) {
  const isOpen = props.open === props.panel;
  return (
    <button
      type="button"
      className="navbar__inbox-button"
      data-testid={`navbar-${props.panel}-button`}
      aria-label={props.label}
      aria-expanded={isOpen}
      onClick={() => props.setOpen(isOpen ? null : props.panel)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={props.icon} />
      </svg>
      {props.count > 0 ? (
        <span className="navbar__count" data-testid={`navbar-${props.panel}-count`}>
          {props.count > 99 ? '99+' : props.count}
        </span>
      ) : null}
    </button>
  );
}

/** The newest channels (at most 5), fetched when the panel opens and again when a message arrives. */
function MessagePreview({ unread, onFollow }: { unread: number; onFollow: () => void }) {
  const [items, setItems] = useState<NavbarMessage[] | null>(null);
  const [, navigate] = useLocation();
  const messengerPath = useBuildPath()('messenger');
  useEffect(() => {
    let current = true;
    getNavbarMessages().then(
      (next) => current && setItems(next),
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
  }, [unread]);
  if (items === null) {
    return (
      <p role="status" className="notification-note">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div data-testid="navbar-message-preview">
      {items.length === 0 ? (
        <p className="notification-note">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className="message-preview">
          {items.map((item) => (
            <li key={item.channelId} data-testid="navbar-message" data-unread={item.unread}>
              <a
                href={`${messengerPath}?actorId=${item.actorId}`}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  navigate(`${messengerPath}?actorId=${item.actorId}`);
                  onFollow();
                }}
              >
                {item.pictureUrl ? <img src={item.pictureUrl} alt="" width="40" height="40" loading="lazy" /> : <span />}
                <span>
                  <strong>{item.actorName}</strong>
                  <small>{item.subject}</small>
                </span>
                <span>
                  {item.unreadCount > 0 ? (
                    <span className="navbar__count">{item.unreadCount}</span>
                  ) : (
                    <small>{item.sentDiffForHumans}</small>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <RouteLink to="messenger" className="button button--ghost" onClick={onFollow}>
        <Trans>All messages</Trans>
      </RouteLink>
    </div>
  );
}

function FloatingNotifications() {
  const { t } = useLingui();
  const snap = useSnapshot(notifications);
  if (snap.floating.length === 0) return null;
  return (
    <div className="floating-notifications" role="status" aria-live="polite" data-testid="floating-notifications">
      {snap.floating.slice(0, 3).map((item) => (
        <div key={item.id} className="floating-notification" data-testid="floating-notification">
          <span>{item.text}</span>
          <button
            type="button"
            aria-label={t`Close`}
            onClick={() => {
              markRead(item.id);
              dismissFloating(item.id);
            }}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}

function Panel({ children, close }: { children: ReactNode; close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [close]);
  return (
    <div ref={ref} className="navbar__panel">
      {children}
    </div>
  );
}

export default function NavbarInbox() {
  useLaterTexts();
  const { t } = useLingui();
  const snap = useSnapshot(guest);
  const [open, setOpen] = useState<Panel>(null);
  useEffect(() => startNotifications(), []);
  const close = () => setOpen(null);
  return (
    <div className="navbar__inbox" data-testid="navbar-inbox">
      <InboxButton panel="messages" open={open} setOpen={setOpen} label={t`Messages`} count={snap.unreadMessages} icon={ENVELOPE} />
      <InboxButton
        panel="notifications"
        open={open}
        setOpen={setOpen}
        label={t`Notifications`}
        count={snap.unreadNotifications.navbar}
        icon={BELL}
      />
      {open === 'messages' ? (
        <Panel close={close}>
          <MessagePreview unread={snap.unreadMessages} onFollow={close} />
        </Panel>
      ) : null}
      {open === 'notifications' ? (
        <Panel close={close}>
          <NotificationList onFollow={close} />
        </Panel>
      ) : null}
      {/* Floating over the page, not the navbar: the navbar's backdrop filter would make it their
          containing block and pin them over the navbar's own controls (issue 20). */}
      {createPortal(
        <>
          <FloatingNotifications />
          <TicketShowInvitations />
        </>,
        document.body,
      )}
    </div>
  );
}
