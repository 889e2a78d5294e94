// The open conversation (spec part 1 §3 Messenger content): who it is with, the messages oldest
// first with the older pages loaded as the guest scrolls up, this tab's pending messages, and
// the composer. A message arriving while it is open counts as read once the guest touches the
// conversation (a click, a key, the wheel): a tab merely left open reads nothing.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { Channel } from '../../contract/messenger.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Composer } from './Composer.tsx';
import { hasOlder } from './conversationRules.ts';
import { MessageItem, PendingMessageItem } from './MessageItem.tsx';
import { loadOlder, messenger, readOpenChannel, setArchived, showConversation } from './store.ts';
import { useConversationLink } from './useConversationLink.ts';

/** Scrolled this close to the top, the older page loads. */
const LOAD_OLDER_WITHIN_PX = 80;
/** Scrolled this close to the bottom, new messages keep the view at the bottom. */
const STICK_TO_BOTTOM_PX = 120;

function ConversationHeader({ channel }: { channel: Readonly<Channel> }) {
  const { t } = useLingui();
  const link = useConversationLink();
  const { actorName: name, actorAge: age } = channel;
  return (
    <header className="conversation-header">
      <button
        type="button"
        className="button button--ghost conversation-back"
        onClick={() => link.open(null)}
        aria-label={t`Back to the conversations`}
      >
        <Icon name="arrowLeft" />
      </button>
      <h2 className="conversation-title" data-testid="conversation-title">
        <RouteLink to="actorProfile" params={{ actorName: name }}>
          {age !== null ? (
            <Trans>
              {name}, {age}
            </Trans>
          ) : (
            name
          )}
        </RouteLink>
      </h2>
      <span className={channel.isActorOnline ? 'badge badge-online' : 'badge badge-offline'} data-testid="conversation-online">
        {channel.isActorOnline ? <Trans>online</Trans> : <Trans>offline</Trans>}
      </span>
      {channel.freeChat ? (
        <span className="badge badge-free">
          <Trans>free chat</Trans>
        </span>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        data-testid="conversation-archive"
        onClick={() => setArchived(channel.id, !channel.archived)}
      >
        {channel.archived ? <Trans>Restore conversation</Trans> : <Trans>Archive conversation</Trans>}
      </button>
    </header>
  );
}

const positionOf = (element: HTMLElement) => ({
  height: element.scrollHeight,
  top: element.scrollTop,
  atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX,
});

function MessageList({ channelId }: { channelId: number }) {
  const { conversation, pending } = useSnapshot(messenger);
  const list = useRef<HTMLOListElement>(null);
  /** Where the view stood before the last change: its height and whether it was at the bottom. */
  const before = useRef({ height: 0, top: 0, atBottom: true, firstId: 0, mine: 0 });
  const mine = pending.filter((message) => message.channelId === channelId);
  const firstId = conversation.messages[0]?.messageId ?? 0;

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const was = before.current;
    if (was.firstId !== 0 && firstId < was.firstId)
      element.scrollTop = was.top + (element.scrollHeight - was.height); // older page above: keep the view
    else if (was.atBottom || mine.length > was.mine) element.scrollTop = element.scrollHeight; // new at the bottom, or the guest just sent
    before.current = { ...positionOf(element), firstId, mine: mine.length };
  }, [conversation.messages.length, mine.length, firstId]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    before.current = { ...before.current, ...positionOf(element) };
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX) void loadOlder();
  };

  if (conversation.status === 'error')
    return (
      <p role="alert">
        <Trans>This conversation could not be loaded. Please try again.</Trans>
      </p>
    );
  if (conversation.status !== 'ready')
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <ol className="message-list" ref={list} onScroll={onScroll} data-testid="message-list" aria-live="polite">
      {hasOlder(conversation.messages, conversation.total) ? (
        <li className="message-older">
          <button
            type="button"
            className="button button--ghost"
            disabled={conversation.loadingOlder}
            onClick={() => void loadOlder()}
            data-testid="load-older"
          >
            {conversation.loadingOlder ? <Trans>Loading…</Trans> : <Trans>Load older messages</Trans>}
          </button>
        </li>
      ) : null}
      {conversation.messages.length === 0 && mine.length === 0 ? (
        <li className="message-none">
          <Trans>No messages yet. Say hello!</Trans>
        </li>
      ) : null}
      {conversation.messages.map((message) => (
        <MessageItem key={message.messageId} message={message} />
      ))}
      {mine.map((message) => (
        <PendingMessageItem key={message.clientId} message={message} />
      ))}
    </ol>
  );
}

export function Conversation({ channel }: { channel: Readonly<Channel> }) {
  useEffect(() => showConversation(channel.id), [channel.id]);
  return (
    <section
      className="conversation"
      data-testid="conversation"
      data-channel-id={channel.id}
      data-actor-id={channel.actorId}
      onPointerDown={readOpenChannel}
      onKeyDown={readOpenChannel}
      onWheel={readOpenChannel}
    >
      <ConversationHeader channel={channel} />
      <MessageList key={channel.id} channelId={channel.id} />
      <Composer channel={channel} />
    </section>
  );
}
