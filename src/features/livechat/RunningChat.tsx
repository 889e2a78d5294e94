// A running live chat, over the whole page: the actor's stream (and the guest's own camera in a
// two-way cam chat), the price per minute with the time and cost so far, the chat lines, a text
// input, the toy controls for an actor with toy control, and the leave button. Chat text is shown
// as text, never as HTML.

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CHAT_TEXT_MAX } from '../../contract/chat.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { useChatKindName } from './chatTexts.ts';
import { LiveStream } from './LiveStream.tsx';
import { formatElapsed, type LiveChatActor, msToNextMinute, runningCost } from './liveChatRules.ts';
import { OwnCamera } from './OwnCamera.tsx';
import { Reactions } from './Reactions.tsx';
import { leaveChat, liveChat, sendLine } from './store.ts';
import { ToyControls, ToyLine } from './ToyControls.tsx';

/** The meter's clock: it ticks each second. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Meter({ actor }: { actor: LiveChatActor }) {
  const { i18n } = useLingui();
  const snap = useSnapshot(liveChat);
  const now = useNow();
  const cost = runningCost(snap.priceCents, snap.voucherMinutes, snap.startedAt, now);
  const money = (cents: number) => formatCurrency(cents / 100, actor.currency, i18n.locale);
  const next = formatElapsed(msToNextMinute(snap.startedAt, now));
  return (
    <dl className="livechat-meter" data-testid="livechat-meter" data-minutes={cost.minutes} data-cost-cents={cost.costCents}>
      <div>
        <dt>
          <Trans>Per minute</Trans>
        </dt>
        <dd data-testid="livechat-price">{snap.priceCents > 0 ? money(snap.priceCents) : <Trans>free</Trans>}</dd>
      </div>
      <div>
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd data-testid="livechat-elapsed">{formatElapsed(cost.elapsedMs)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Cost so far</Trans>
        </dt>
        <dd data-testid="livechat-cost">{money(cost.costCents)}</dd>
      </div>
      {snap.priceCents > 0 ? (
        <p className="livechat-meter__next">
          <Trans>Next minute starts in {next}</Trans>
        </p>
      ) : null}
    </dl>
  );
}

function ChatLines({ actor }: { actor: LiveChatActor }) {
  const actorName = actor.name;
  const { t } = useLingui();
  const snap = useSnapshot(liveChat);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [snap.lines.length]);
  return (
    <ol ref={list} className="livechat-lines" aria-live="polite" aria-label={t`Chat`} data-testid="livechat-lines">
      {snap.lines.length === 0 ? (
        <li className="livechat-lines__empty">
          <Trans>Say hello to {actorName}.</Trans>
        </li>
      ) : null}
      {snap.lines.map((line) => (
        <li key={line.key} className={`livechat-line livechat-line--${line.sender}`} data-sender={line.sender} data-testid="livechat-line">
          {line.sender === 'toy' ? (
            <ToyLine line={line} actorName={actorName} currency={actor.currency} />
          ) : (
            <>
              <span className="livechat-line__sender">{line.sender === 'guest' ? t`You` : actorName}</span>{' '}
              <span className="livechat-line__text">{line.text}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function ChatInput() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendLine(text)) setText('');
  };
  return (
    <form className="livechat-input" onSubmit={submit}>
      <input
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={CHAT_TEXT_MAX}
        aria-label={t`Your message`}
        placeholder={t`Write a message…`}
        autoComplete="off"
        data-testid="livechat-input"
      />
      <button type="submit" className="button button--primary" disabled={text.trim() === ''} data-testid="livechat-send">
        <Trans>Send</Trans>
      </button>
    </form>
  );
}

export function RunningChat({ actor }: { actor: LiveChatActor }) {
  const kindName = useChatKindName();
  const titleId = useId();
  const snap = useSnapshot(liveChat);
  const kind = kindName(snap.kind);
  const name = actor.name;
  return (
    <section
      className="livechat"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="livechat"
      data-session-id={snap.sessionId ?? undefined}
      data-kind={snap.kind}
    >
      <header className="livechat__header">
        <h2 id={titleId}>
          <Trans>
            {kind} with {name}
          </Trans>
        </h2>
        <button
          type="button"
          className="button livechat__leave"
          data-testid="livechat-leave"
          disabled={snap.leaving}
          aria-busy={snap.leaving}
          onClick={leaveChat}
        >
          {snap.leaving ? <Trans>Leaving…</Trans> : <Trans>Leave the chat</Trans>}
        </button>
      </header>
      <div className="livechat__body">
        <div className="livechat__media">
          <LiveStream url={snap.streamUrl} actorName={actor.name} />
          {snap.sessionId !== null ? <Reactions sessionId={snap.sessionId} actorId={actor.id} /> : null}
          {snap.kind === 'singlec2c' ? <OwnCamera /> : null}
        </div>
        <div className="livechat__side">
          <Meter actor={actor} />
          <ChatLines actor={actor} />
          <ChatInput />
          {actor.hasToyControl ? <ToyControls /> : null}
        </div>
      </div>
    </section>
  );
}
