// The guest's conversations (spec part 1 §2 messenger screen, §3 Channel): the view the filter
// bar chose, newest message first; each shows the actor (picture, name, age, online), the
// subject, when and how many unread. Selecting one reads it and opens it.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { type Channel, filterChannels } from '../../contract/messenger.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import { ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { ChannelFilterBar } from './ChannelFilterBar.tsx';
import { EMPTY_VIEW_TEXTS } from './messengerTexts.ts';
import { sentAgo } from './sentAgo.ts';
import { messenger, retryChannels, selectChannel } from './store.ts';
import { useConversationLink } from './useConversationLink.ts';

function ChannelItem({ channel, isSelected, now }: { channel: Snapshot<Channel>; isSelected: boolean; now: number }) {
  const { i18n, t } = useLingui();
  const link = useConversationLink();
  const { actorName: name, actorAge: age, unreadCount: count } = channel;
  return (
    <li>
      <button
        type="button"
        className="channel-item"
        aria-current={isSelected ? 'true' : undefined}
        data-testid="channel-item"
        data-channel-id={channel.id}
        data-actor-id={channel.actorId}
        data-unread-count={count}
        data-online={String(channel.isActorOnline)}
        onClick={() => {
          selectChannel(channel.id);
          link.open(channel.actorId);
        }}
      >
        <span className="channel-picture">
          {channel.previewPictureUrl ? (
            <img src={channel.previewPictureUrl} alt="" width="48" height="48" loading="lazy" decoding="async" />
          ) : null}
          <span
            className={channel.isActorOnline ? 'online-dot online-dot--on' : 'online-dot'}
            role="img"
            aria-label={channel.isActorOnline ? t`online` : t`offline`}
            data-testid="channel-online"
          />
        </span>
        <span className="channel-text">
          <span className="channel-name">
            {age !== null ? (
              <Trans>
                {name}, {age}
              </Trans>
            ) : (
              name
            )}
            {channel.freeChat ? (
              <span className="badge badge-free">
                <Trans>free chat</Trans>
              </span>
            ) : null}
            {channel.blocked ? (
              <span className="badge badge-blocked">
                <Trans>blocked</Trans>
              </span>
            ) : null}
          </span>
          <span className="channel-subject" data-testid="channel-subject">
            {channel.subject}
          </span>
        </span>
        <span className="channel-meta">
          <time dateTime={new Date(channel.messageTimestamp).toISOString()}>{sentAgo(channel.messageTimestamp, now, i18n.locale)}</time>
          {count > 0 ? (
            <span className="channel-unread" data-testid="channel-unread">
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">
                <Plural value={count} one="# unread message" other="# unread messages" />
              </span>
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/** Renders again every minute: "5 minutes ago" moves on while the page is open. */
function useEveryMinute(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

export function ChannelList() {
  const { i18n } = useLingui();
  const snap = useSnapshot(messenger);
  useEveryMinute();
  const now = Date.now();
  const shown = filterChannels(snap.channels, snap.view);
  // Every loaded channel's actor: its online dot follows (and an unfiltered view shows it next).
  useWatchedActors(snap.channels.map((channel) => channel.actorId));
  return (
    <nav
      className="channel-list"
      aria-labelledby="channel-list-title"
      data-testid="channel-list"
      data-status={snap.channelsStatus}
      data-filter={snap.view.filter}
    >
      <h2 id="channel-list-title" className="visually-hidden">
        <Trans>Conversations</Trans>
      </h2>
      <ChannelFilterBar />
      {snap.channelsStatus === 'error' ? (
        <ListError onRetry={retryChannels}>
          <Trans>Your conversations could not be loaded.</Trans>
        </ListError>
      ) : snap.channelsStatus !== 'ready' ? (
        <ListSkeleton kind="line" count={6} listClassName="channel-items" />
      ) : shown.length === 0 ? (
        <p className="channel-empty list-state list-state--empty" data-testid="channel-empty">
          {i18n._(EMPTY_VIEW_TEXTS[snap.view.filter])}
        </p>
      ) : (
        <ul className="channel-items">
          {shown.map((channel) => (
            <ChannelItem key={channel.id} channel={channel} isSelected={snap.selection.channelId === channel.id} now={now} />
          ))}
        </ul>
      )}
    </nav>
  );
}
