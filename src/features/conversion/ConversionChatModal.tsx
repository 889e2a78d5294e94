// The conversion-chat dialog (spec part 1 §2, §4 Conversion chat): a candidate opens the free
// welcome chat's window; while it runs (its countdown shown) the guest picks one of the
// conversion chat actors (30, spec part 1 §9) and lands on that actor's page, where the free
// chat starts.

import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type ConversionActor, getConversionChatActors } from '../../api/liveChat.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { countdown } from './offerRules.ts';
import { enableConversionChat, offers } from './store.ts';
import { useNow } from './useNow.ts';
import './conversion.css';

/** The query an actor page's live chat buttons read to start the welcome chat. */
export const CONVERSION_QUERY = 'conversion=1';

export default function ConversionChatModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const snap = useSnapshot(offers);
  const eligibleUntil = snap.conversion.eligibleUntil;
  const now = useNow(eligibleUntil !== null);
  const open = eligibleUntil !== null && eligibleUntil > now;
  const [actors, setActors] = useState<ConversionActor[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open || actors !== null) return;
    getConversionChatActors().then(setActors, () => setActors([]));
  }, [open, actors]);
  return (
    <div data-testid="conversion-chat" data-open={open}>
      <h2 id={titleId}>
        <Trans>Your free welcome chat</Trans>
      </h2>
      {!open ? (
        <>
          <p>
            <Trans>Chat 3 minutes for free with a performer of your choice. Once you start, you have 10 minutes to choose.</Trans>
          </p>
          <div className="modal-actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="conversion-chat-enable"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void enableConversionChat().finally(() => setBusy(false));
              }}
            >
              <Trans>Choose a performer</Trans>
            </button>
            <button type="button" className="button" onClick={close}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p data-testid="conversion-chat-countdown">
            <Trans>{countdown(eligibleUntil!, now)} left to choose</Trans>
          </p>
          {actors === null ? (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          ) : actors.length === 0 ? (
            <p>
              <Trans>No performer is available for a welcome chat right now. Please look again in a moment.</Trans>
            </p>
          ) : (
            <ul className="conversion-actors">
              {actors.map((actor) => (
                <li key={actor.id}>
                  <RouteLink
                    to="actorProfile"
                    params={{ actorName: actor.name.toLowerCase() }}
                    data-testid="conversion-actor"
                    onClick={close}
                    search={CONVERSION_QUERY}
                  >
                    <img src={actor.preview} alt="" width="96" height="128" loading="lazy" />
                    <span>{actor.name}</span>
                  </RouteLink>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
