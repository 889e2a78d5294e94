// The top of every actor page (spec part 1 §3 Actor): preview image, name, age, live online and
// free-chat state, the pin toggle, the chat and message buttons, the banned notice, prices per
// minute, voucher chat minutes, what the actor offers and the ticket show state. One action is
// the main one, styled primary (issue 20): the live chat when she offers one, else a message.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useBuildPath } from '../../app/RouteLink.tsx';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { Money } from '../../contract/queries/home.ts';
import { isActorInFreeChat, isActorOnline, presence } from '../../state/presence.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Price } from '../../ui/Price.tsx';
import { openLogin, togglePin } from '../checkout/index.ts';
import { isPinned, pins } from '../checkout/pins.ts';
import { LiveChatButtons } from '../livechat/LiveChatButtons.tsx';
import { liveChatActor, offeredChats } from '../livechat/liveChatRules.ts';
import { mainActorAction, mayGuest } from './actorProfileRules.ts';
import type { ProfileActor } from './store.ts';

function PinButton({ actor }: { actor: ProfileActor }) {
  const { t } = useLingui();
  const snap = useSnapshot(pins);
  const pinned = isPinned(snap, 'actor', actor.id, actor.isFavoriteActorOfGuest);
  const name = actor.name;
  return (
    <button
      type="button"
      className="button actor-pin"
      aria-pressed={pinned}
      data-testid="actor-pin"
      onClick={() => void togglePin('actor', actor.id, pinned)}
    >
      <Icon name={pinned ? 'heartFilled' : 'heart'} /> {pinned ? t`Unpin ${name}` : t`Pin ${name}`}
    </button>
  );
}

function Prices({ actor }: { actor: ProfileActor }) {
  const money = (value: number): Money => ({ value, currency: actor.pricesCurrency as Money['currency'] });
  const { prices } = actor;
  return (
    <dl className="actor-prices" data-testid="actor-prices">
      <dt>
        <Trans>Message</Trans>
      </dt>
      <dd>
        <Price money={money(prices.message)} />
      </dd>
      <dt>
        <Trans>Single chat per minute</Trans>
      </dt>
      <dd>
        <Price money={money(prices.single)} />
      </dd>
      <dt>
        <Trans>Single chat with your cam per minute</Trans>
      </dt>
      <dd>
        <Price money={money(prices.singlec2c)} />
      </dd>
      <dt>
        <Trans>Video chat per minute</Trans>
      </dt>
      <dd>
        <Price money={money(prices.video)} />
      </dd>
      <dt>
        <Trans>Voyeur chat per minute</Trans>
      </dt>
      <dd>
        <Price money={money(prices.voyeur)} />
      </dd>
      {prices.voucherChatMinutes > 0 ? (
        <>
          <dt>
            <Trans>Chat minutes per voucher</Trans>
          </dt>
          <dd>{prices.voucherChatMinutes}</dd>
        </>
      ) : null}
      {prices.freeMessages > 0 ? (
        <>
          <dt>
            <Trans>Free messages</Trans>
          </dt>
          <dd>{prices.freeMessages}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Offers({ actor }: { actor: ProfileActor }) {
  return (
    <ul className="actor-offers" data-testid="actor-offers">
      {actor.isLivePreviewEnabled ? (
        <li>
          <Trans>Live preview</Trans>
        </li>
      ) : null}
      {actor.isVoyeurChatAvailable ? (
        <li>
          <Trans>Voyeur chat</Trans>
        </li>
      ) : null}
      {actor.isVoyeurInSingleChatAllowed ? (
        <li>
          <Trans>Voyeurs in single chat</Trans>
        </li>
      ) : null}
      {actor.isDildocontrolAvailable ? (
        <li>
          <Trans>Toy control</Trans>
        </li>
      ) : null}
      {actor.isOnlineMobileVideocall ? (
        <li>
          <Trans>Video call</Trans>
        </li>
      ) : null}
    </ul>
  );
}

export function ActorHeader({ actor }: { actor: ProfileActor }) {
  const live = useSnapshot(presence);
  useWatchedActors([actor.id]);
  const [, navigate] = useLocation();
  const buildPath = useBuildPath();
  const online = isActorOnline(live, actor.id, actor.isOnline);
  const freeChat = online && isActorInFreeChat(live, actor.id, actor.freeChat);
  const { name, age } = actor;
  const main = mainActorAction(offeredChats(liveChatActor(actor, { isOnline: online, freeChat })).length, actor.isBanned);
  // The messenger opens this actor's conversation (MessengerPage reads `actorId`).
  const writeMessage = () => (showsLoggedInNow() ? navigate(`${buildPath('messenger')}?actorId=${actor.id}`) : void openLogin());
  return (
    <header className="actor-header">
      {actor.previewImage ? (
        <img
          className="actor-preview"
          src={actor.previewImage.src}
          srcSet={actor.previewImage.srcSet || undefined}
          width={actor.previewImage.width}
          height={actor.previewImage.height}
          alt=""
          decoding="async"
        />
      ) : null}
      <div className="actor-heading">
        <h1>
          {age !== null ? (
            <Trans>
              {name}, {age}
            </Trans>
          ) : (
            name
          )}
        </h1>
        <p className="actor-badges">
          {online ? (
            <span className="badge badge-online" data-testid="online-badge">
              <Trans>online</Trans>
            </span>
          ) : (
            <span className="badge badge-offline">
              <Trans>offline</Trans>
            </span>
          )}
          {freeChat ? (
            <span className="badge badge-free" data-testid="free-chat-badge">
              <Trans>free chat</Trans>
            </span>
          ) : null}
          {actor.isCurrentlyTicketShow ? (
            <span className="badge badge-ticket" data-testid="ticket-show">
              {actor.guestHasTicket ? <Trans>Ticket show running: you have a ticket</Trans> : <Trans>Ticket show running</Trans>}
            </span>
          ) : null}
        </p>
        {actor.isBanned ? (
          <p className="actor-banned" role="note" data-testid="actor-banned">
            <Trans>
              This performer is not available in your country. You can look at the profile, pin it and keep a note, but you cannot chat with
              this performer or buy their content.
            </Trans>
          </p>
        ) : null}
        <div className="actor-actions">
          <LiveChatButtons
            actor={actor}
            online={online}
            freeChat={freeChat}
            allowed={mayGuest('chat', actor.isBanned)}
            primary={main === 'chat'}
          />
          <button
            type="button"
            className={main === 'message' ? 'button button--primary actor-message' : 'button actor-message'}
            data-testid="actor-message"
            disabled={!mayGuest('message', actor.isBanned)}
            onClick={writeMessage}
          >
            <Trans>Send a message</Trans>
          </button>
          {mayGuest('pin', actor.isBanned) ? <PinButton actor={actor} /> : null}
        </div>
        <Prices actor={actor} />
        <Offers actor={actor} />
      </div>
    </header>
  );
}
