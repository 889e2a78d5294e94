// The messenger (spec part 1 §2 /messenger/, es /mensajes/): the guest's conversations with
// their views, the open conversation, and a prompt to choose one when none is open. The open
// conversation is named by `?actorId=` (an actor page's "send a message", the navbar's preview,
// the list): that actor's channel opens, touched into being when new. Layout and wiring only:
// the parts are the components beside this file.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { presence } from '../../state/presence.ts';
import { LoginPrompt } from '../account/LoginPrompt.tsx';
import { ChannelList } from './ChannelList.tsx';
import { Conversation } from './Conversation.tsx';
import { startMessenger } from './liveEvents.ts';
import { NoConversation } from './NoConversation.tsx';
import { closeConversation, messenger, selectActor } from './store.ts';
import '../account/account.css';
import './messenger.css';

function actorIdOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('actorId'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function MessengerArea() {
  const snap = useSnapshot(messenger);
  const open = snap.channels.find((channel) => channel.id === snap.conversation.channelId);
  return (
    <div className="messenger" data-open={String(open !== undefined)} data-scroll-anchor="view">
      <ChannelList />
      <div className="messenger-main">
        {snap.actorError ? (
          <p role="alert" data-testid="messenger-actor-error">
            <Trans>This conversation cannot be opened.</Trans>
          </p>
        ) : null}
        {open ? <Conversation channel={open} /> : <NoConversation />}
      </div>
    </div>
  );
}

export default function MessengerPage(_props: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const me = useSnapshot(guest);
  const { synced } = useSnapshot(presence);
  const actorId = actorIdOf(useSearch());

  useEffect(() => {
    if (me.isLoggedIn) startMessenger(i18n.locale, me.guestId);
  }, [me.isLoggedIn, me.guestId, i18n.locale]);

  // the address names the open conversation (useConversationLink.ts)
  useEffect(() => {
    if (!me.isLoggedIn) return;
    if (actorId === null) closeConversation();
    else if (messenger.selection.actorId !== actorId) void selectActor(actorId);
  }, [me.isLoggedIn, me.guestId, actorId]);

  return (
    <main className="page messenger-page" data-testid="messenger-page">
      <h1>
        <Trans>Messenger</Trans>
      </h1>
      {me.isLoggedIn ? (
        <MessengerArea />
      ) : synced ? (
        <LoginPrompt>
          <Trans>Log in to write to the performers and read their answers.</Trans>
        </LoginPrompt>
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
        </p>
      )}
    </main>
  );
}
