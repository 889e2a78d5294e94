// The actor profile's "start live chat" buttons (spec part 1 §1 chat kinds, §9 chat price shown
// per minute): one per kind the actor offers now, each with its price per minute, and the
// anonymous voice call (spec part 1 §4) for an actor online for the mobile video call, which needs
// no login. The chat view itself (dialogs, player, chat, the call) is fetched on the first press.
// With `primary`, the first chat is the page's main action (issue 20); the others are secondary.
// Offline, they are disabled and share one reason (issue 22 point 8): a chat needs the network.

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { Actor } from '../../contract/entities/actor.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { useOfflineGate } from '../../ui/OfflineReason.tsx';
import { useChatKindName } from './chatTexts.ts';
import { type LiveChatActor, liveChatActor, offeredChats, offersConversionChat } from './liveChatRules.ts';
import { liveChat, openChatStart } from './store.ts';

const LiveChatOverlay = lazy(() => import('./LiveChatOverlay.tsx'));

function startVoiceCall(actor: LiveChatActor): void {
  import('./voiceCall.ts')
    .then((call) => call.openVoiceCall(actor))
    .catch(() => {
      // without its chunk (offline on a new deploy) the button does nothing; the page stays usable
    });
}

export function LiveChatButtons({
  actor,
  online,
  freeChat,
  allowed,
  primary = false,
}: {
  actor: Actor;
  online: boolean;
  freeChat: boolean;
  allowed: boolean;
  primary?: boolean;
}) {
  const { i18n } = useLingui();
  const kindName = useChatKindName();
  const snap = useSnapshot(liveChat);
  const offline = useOfflineGate('chat');
  const chatActor = liveChatActor(actor, { isOnline: online, freeChat });
  const offers = allowed ? offeredChats(chatActor) : [];
  // Arrived from the conversion-chat dialog: the free welcome chat's start dialog opens once.
  const search = useSearch();
  const conversion = allowed && offersConversionChat(search, chatActor);
  const conversionOpened = useRef(false);
  useEffect(() => {
    if (!conversion || conversionOpened.current) return;
    conversionOpened.current = true;
    openChatStart(chatActor, 'conversion', 0);
  }, [conversion, chatActor]);

  return (
    <>
      {offers.length === 0 ? (
        // offline, the badge says so and the message is the main action; no dead button
        online ? (
          <p className="actor-chat-note" data-testid="actor-chat">
            <Trans>Chat unavailable</Trans>
          </p>
        ) : null
      ) : (
        offers.map(({ kind, priceCents }, index) => {
          const name = kindName(kind);
          const price = formatCurrency(priceCents / 100, chatActor.currency, i18n.locale);
          return (
            <button
              key={kind}
              type="button"
              className={primary && index === 0 ? 'button button--primary actor-chat' : 'button actor-chat'}
              data-testid={`livechat-start-${kind}`}
              data-price-cents={priceCents}
              disabled={offline.isOffline}
              aria-describedby={offline.describedBy}
              onClick={() => openChatStart(chatActor, kind, priceCents)}
            >
              {priceCents > 0 ? (
                <Trans>
                  {name} · {price}/min
                </Trans>
              ) : (
                <Trans>{name} · free</Trans>
              )}
            </button>
          );
        })
      )}
      {conversion ? (
        <button
          type="button"
          className="button actor-chat"
          data-testid="livechat-start-conversion"
          disabled={offline.isOffline}
          aria-describedby={offline.describedBy}
          onClick={() => openChatStart(chatActor, 'conversion', 0)}
        >
          {kindName('conversion')}
        </button>
      ) : null}
      {allowed && chatActor.isOnlineMobileVideocall ? (
        <button
          type="button"
          className="button actor-chat"
          data-testid="voicecall-start"
          disabled={offline.isOffline}
          aria-describedby={offline.describedBy}
          onClick={() => startVoiceCall(chatActor)}
        >
          <Trans>Anonymous voice call</Trans>
        </button>
      ) : null}
      {offers.length > 0 || conversion || (allowed && chatActor.isOnlineMobileVideocall) ? offline.reason : null}
      {snap.phase !== 'closed' && snap.actor?.id === actor.id ? (
        <Suspense fallback={null}>
          <LiveChatOverlay />
        </Suspense>
      ) : null}
    </>
  );
}
