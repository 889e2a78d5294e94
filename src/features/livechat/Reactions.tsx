// Live reactions in a running chat (live chat issue: live reactions travel over the socket): the
// guest sends one with a click; every reaction of this chat's actor, the guest's own from any
// tab and the actor's, floats up over the stream for a moment.

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LIVE_REACTIONS, type LiveReaction } from '../../contract/chat.ts';
import { onServerFrame, sendFrame } from '../../realtime/client.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';

/** How long a reaction floats. */
const REACTION_SHOW_MS = 2_500;
/** Each reaction's icon (SVG, never an emoji: those show as empty boxes without an emoji font). */
const ICON: Record<LiveReaction, IconName> = { heart: 'heartFilled', fire: 'flame', clap: 'clap', smile: 'smile', wow: 'wow' };

export function Reactions({ sessionId, actorId }: { sessionId: number; actorId: number }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<{ key: number; reaction: LiveReaction; sender: string }[]>([]);
  useEffect(() => {
    let key = 0;
    return onServerFrame('live.reaction', (data) => {
      if (data.actorId !== actorId) return;
      const reaction = data.reaction as LiveReaction;
      if (!Object.hasOwn(ICON, reaction)) return;
      const item = { key: ++key, reaction, sender: data.sender };
      setShown((list) => [...list.slice(-9), item]);
      setTimeout(() => setShown((list) => list.filter((other) => other.key !== item.key)), REACTION_SHOW_MS);
    });
  }, [actorId]);
  const labels: Record<LiveReaction, string> = {
    heart: t`Send a heart`,
    fire: t`Send a flame`,
    clap: t`Applaud`,
    smile: t`Send a smile`,
    wow: t`Send a wow`,
  };
  return (
    <div className="livechat-reactions">
      <div className="livechat-reactions__float" aria-hidden="true" data-testid="livechat-reactions-shown">
        {shown.map((item) => (
          <span key={item.key} data-sender={item.sender} data-reaction={item.reaction}>
            <Icon name={ICON[item.reaction]} />
          </span>
        ))}
      </div>
      <div className="livechat-reactions__buttons" role="group" aria-label={t`Live reactions`}>
        {LIVE_REACTIONS.map((reaction) => (
          <button
            key={reaction}
            type="button"
            aria-label={labels[reaction]}
            data-testid={`livechat-reaction-${reaction}`}
            onClick={() => sendFrame({ type: 'chat.reaction', data: { sessionId, reaction } })}
          >
            <Icon name={ICON[reaction]} />
          </button>
        ))}
      </div>
    </div>
  );
}
