import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getSedcards } from '../../api/actors.ts';
import { DEFAULTS } from '../../contract/constants.ts';
import type { GuestRating } from '../../contract/restCalls.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { runOrDeferUntilLogin } from '../checkout/index.ts';
import { mayGuest, SEDCARDS_SHOWN } from './actorProfileRules.ts';
import { useLoaded } from './store.ts';

/**
 * The actor's sedcard pictures and the guest's like or dislike of them. Rating needs a login:
 * a logged-out guest is asked to log in and the rating is sent after (deferred action).
 */
/** A sedcard has 4 to 8 pictures: the skeleton shows the middle, at most a row off. */
const SEDCARDS_TYPICAL = 6;

export function Sedcards({ actorId, isBanned }: { actorId: number; isBanned: boolean }) {
  const { t } = useLingui();
  const loaded = useLoaded(`sedcards:${actorId}`, () => getSedcards(actorId, SEDCARDS_SHOWN, DEFAULTS.ageRating));
  const [rated, setRated] = useState<GuestRating | null>(null);
  const [failed, setFailed] = useState(false);
  if (loaded.status === 'loading') {
    // The block keeps its place while loading, so what follows stays put.
    return (
      <section className="actor-section" aria-labelledby="actor-sedcards-title">
        <h2 id="actor-sedcards-title">
          <Trans>Pictures</Trans>
        </h2>
        <ListSkeleton kind="picture" count={SEDCARDS_TYPICAL} listClassName="actor-sedcards" />
        {mayGuest('rate', isBanned) ? (
          <p className="actor-sedcard-rating" aria-hidden="true">
            <span className="skeleton actor-sedcard-rating__loading" />
          </p>
        ) : null}
      </section>
    );
  }
  if (loaded.status !== 'ok' || loaded.data.pictures.length === 0) return null; // optional block

  const rate = async (guestRating: GuestRating) => {
    setFailed(false);
    try {
      const done = await runOrDeferUntilLogin({ type: 'sedcardGuestRating', params: { targetId: actorId, value: guestRating } });
      if (done) setRated(guestRating);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="actor-section" data-testid="actor-sedcards" aria-labelledby="actor-sedcards-title">
      <h2 id="actor-sedcards-title">
        <Trans>Pictures</Trans>
      </h2>
      <div className="actor-sedcards">
        {loaded.data.pictures.map(({ pictureId, picture }) => (
          <img
            key={pictureId}
            src={picture.src}
            srcSet={picture.srcSet || undefined}
            width={picture.width}
            height={picture.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
      {mayGuest('rate', isBanned) ? (
        <p className="actor-sedcard-rating">
          <button
            type="button"
            aria-pressed={rated === 1}
            onClick={() => void rate(rated === 1 ? 0 : 1)}
            aria-label={t`I like these pictures`}
          >
            <Icon name="thumbUp" />
          </button>
          <button
            type="button"
            aria-pressed={rated === -1}
            onClick={() => void rate(rated === -1 ? 0 : -1)}
            aria-label={t`I do not like these pictures`}
          >
            <Icon name="thumbDown" />
          </button>
          {failed ? (
            <span role="alert">
              <Trans>Your rating could not be saved. Please try again.</Trans>
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
