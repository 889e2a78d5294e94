import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { getActorNoteById, storeActorNote } from '../../api/actors.ts';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { guest } from '../../state/guest.ts';
import { runOrDeferUntilLogin } from '../checkout/index.ts';
import { ACTOR_NOTE_MAX_LENGTH } from './actorProfileRules.ts';

type NoteState = 'loading' | 'ready' | 'saving' | 'saved' | 'loadFailed' | 'saveFailed';

/**
 * The guest's private note on the actor (spec part 1 §3 note): loaded and stored for a logged-in
 * guest; a logged-out guest is asked to log in and comes back to this page (deferred loadNote).
 */
export function ActorNote({ actorId }: { actorId: number }) {
  const { t } = useLingui();
  const me = useSnapshot(guest);
  const showsLoggedIn = useShowsLoggedIn();
  const [pathname] = useLocation();
  const [comment, setComment] = useState('');
  const [state, setState] = useState<NoteState>('loading');

  useEffect(() => {
    if (!me.isLoggedIn) return;
    let current = true;
    setState('loading');
    getActorNoteById(actorId).then(
      ({ note }) => {
        if (!current) return;
        setComment(note?.comment ?? '');
        setState('ready');
      },
      () => current && setState('loadFailed'),
    );
    return () => {
      current = false;
    };
  }, [actorId, me.isLoggedIn, me.guestId]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      const { note } = await storeActorNote(actorId, comment);
      setComment(note.comment);
      setState('saved');
    } catch {
      setState('saveFailed');
    }
  };

  return (
    <section className="actor-section" data-testid="actor-note" aria-labelledby="actor-note-title">
      <h2 id="actor-note-title">
        <Trans>My private note</Trans>
      </h2>
      {!showsLoggedIn ? (
        <button
          type="button"
          className="actor-note-login"
          onClick={() => void runOrDeferUntilLogin({ type: 'loadNote', params: { targetId: actorId, targetUrl: pathname } })}
        >
          <Trans>Log in to keep a private note on this performer</Trans>
        </button>
      ) : state === 'loading' ? (
        <p role="status">
          <Trans>Loading your note…</Trans>
        </p>
      ) : state === 'loadFailed' ? (
        <p role="alert">
          <Trans>Your note could not be loaded.</Trans>
        </p>
      ) : (
        <form onSubmit={(event) => void save(event)}>
          <label htmlFor="actor-note-text" className="visually-hidden">
            <Trans>Note, only visible to you</Trans>
          </label>
          <textarea
            id="actor-note-text"
            value={comment}
            maxLength={ACTOR_NOTE_MAX_LENGTH}
            rows={4}
            placeholder={t`Only you can see this note.`}
            onChange={(event) => {
              setComment(event.target.value);
              if (state === 'saved' || state === 'saveFailed') setState('ready');
            }}
          />
          <button type="submit" disabled={state === 'saving'}>
            <Trans>Save note</Trans>
          </button>
          {state === 'saved' ? (
            <span role="status">
              <Trans>Saved.</Trans>
            </span>
          ) : state === 'saveFailed' ? (
            <span role="alert">
              <Trans>Your note could not be saved. Please try again.</Trans>
            </span>
          ) : null}
        </form>
      )}
    </section>
  );
}
