// The chat rating in the exit dialog (spec part 1 §3 chat rating, part 2 §7.6 survey/chatexit):
// one to five stars as a radio group (arrow keys move between them) and an optional text, sent
// once for the chat that just ended. A 404 says it was rated already; the actor's chat ratings
// follow on the server.

import { Plural, Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { rateChat } from './api.ts';
import {
  CHAT_RATING_TEXT_MAX,
  chatRatingPayload,
  maySendRating,
  RATING_STARS,
  type RatingStatus,
  ratingStatusOfError,
} from './chatRatingRules.ts';

export function ChatRating({ actorId, actorName, exitCode }: { actorId: number; actorName: string; exitCode: number }) {
  const groupName = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<RatingStatus>('idle');
  // the state above changes a render later; a second submit in between must not send again
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = chatRatingPayload({ actorId, exitCode, rating, text });
    if (!payload || sending.current || !maySendRating(status, rating)) return;
    sending.current = true;
    setStatus('sending');
    try {
      await rateChat(payload);
      setStatus('sent');
    } catch (error) {
      setStatus(ratingStatusOfError(error));
    } finally {
      sending.current = false;
    }
  };

  if (status === 'sent' || status === 'alreadyRated') {
    return (
      <p className="chat-rating" role="status" data-testid="chat-rating-done" data-status={status}>
        {status === 'sent' ? <Trans>Thank you for your rating.</Trans> : <Trans>You have rated this chat already.</Trans>}
      </p>
    );
  }
  const locked = status === 'sending';
  const count = text.length;
  const max = CHAT_RATING_TEXT_MAX;
  return (
    <form className="chat-rating" data-testid="chat-rating" onSubmit={(event) => void submit(event)}>
      <fieldset disabled={locked}>
        <legend>
          <Trans>How was your chat with {actorName}?</Trans>
        </legend>
        <div className="chat-rating__stars">
          {RATING_STARS.map((stars) => (
            <label key={stars} className={`chat-rating__star${rating !== null && stars <= rating ? ' chat-rating__star--on' : ''}`}>
              <input
                type="radio"
                name={groupName}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                data-testid={`chat-rating-${stars}`}
              />
              <Icon name={rating !== null && stars <= rating ? 'starFilled' : 'star'} />
              <span className="visually-hidden">
                <Plural value={stars} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        <Trans>Anything to add? (optional)</Trans>
        <textarea
          value={text}
          maxLength={CHAT_RATING_TEXT_MAX}
          disabled={locked}
          onChange={(event) => setText(event.target.value)}
          data-testid="chat-rating-text"
        />
      </label>
      <span className="chat-rating__count">
        <Trans>
          {count} of {max} characters
        </Trans>
      </span>
      {status === 'failed' ? (
        <p role="alert" data-testid="chat-rating-failed">
          <Trans>Your rating could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="button button--primary"
          data-testid="chat-rating-send"
          disabled={!maySendRating(status, rating)}
          aria-busy={locked}
        >
          {locked ? <Trans>Sending…</Trans> : <Trans>Send my rating</Trans>}
        </button>
      </div>
    </form>
  );
}
