// Feedback on a feature (spec part 2 §7.10 feature feedback: featureId, rating, text, url; §8:
// failed unless the answer's result is true): a rating of 1 to 5 and a comment, plus a link to
// the survey dialog.

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { openModal } from '../../state/modals.ts';
import { sendFeatureFeedback } from './api.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

export function FeatureFeedback({ featureId }: { featureId: string }) {
  const { t } = useLingui();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return;
    setState('sending');
    setState((await sendFeatureFeedback({ featureId, rating, text: text.trim(), url: location.pathname })) ? 'sent' : 'failed');
  };
  if (state === 'sent') {
    return (
      <p role="status" data-testid="feature-feedback-sent">
        <Trans>Thank you for your feedback.</Trans>
      </p>
    );
  }
  return (
    <form className="feature-feedback" data-testid="feature-feedback" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>
          <Trans>How do you like this page?</Trans>
        </legend>
        {RATINGS.map((value) => (
          <label key={value}>
            <input type="radio" name={`rating-${featureId}`} value={value} checked={rating === value} onChange={() => setRating(value)} />
            {value}
          </label>
        ))}
      </fieldset>
      <input
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Your comment (optional)`}
        aria-label={t`Your comment (optional)`}
      />
      <button type="submit" className="button" disabled={rating === 0 || state === 'sending'}>
        <Trans>Send feedback</Trans>
      </button>
      {state === 'failed' && (
        <p role="alert">
          <Trans>Your feedback could not be sent. Please try again.</Trans>
        </p>
      )}
      <button type="button" className="button" onClick={() => openModal('survey')}>
        <Trans>Take the survey</Trans>
      </button>
    </form>
  );
}
