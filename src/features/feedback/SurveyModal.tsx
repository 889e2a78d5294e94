// The survey dialog (spec part 1 §2 modal survey; part 2 §7.6 survey/feedbackdata and
// survey/feedback): the open survey's question, its options and an optional comment; answered
// once. Without an open survey it says so.

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { openLogin } from '../checkout/index.ts';
import { getFeedbackData, sendFeedback } from './api.ts';
import { SURVEY_TEXTS } from './surveyTexts.ts';

type Survey = { id: number; question: string; options: string[] };

export default function SurveyModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const { i18n, t } = useLingui();
  const [survey, setSurvey] = useState<Survey | null | 'loading' | 'error'>('loading');
  const [answer, setAnswer] = useState('');
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  useEffect(() => {
    getFeedbackData()
      .then((data) => setSurvey(data.survey))
      .catch(() => setSurvey('error'));
  }, []);
  const label = (key: string) => (SURVEY_TEXTS[key] ? i18n._(SURVEY_TEXTS[key]) : key);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof survey !== 'object' || survey === null || answer === '') return;
    if (!showsLoggedInNow()) return void openLogin();
    setState('sending');
    try {
      await sendFeedback({ surveyId: survey.id, answer, ...(text.trim() ? { text: text.trim() } : {}) });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div data-testid="survey-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Quick survey</Trans>
      </h2>
      {survey === 'loading' && (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      {(survey === null || survey === 'error') && (
        <p>
          <Trans>There is no survey for you right now. Thank you!</Trans>
        </p>
      )}
      {state === 'sent' ? (
        <p role="status" data-testid="survey-sent">
          <Trans>Thank you for your answer.</Trans>
        </p>
      ) : (
        typeof survey === 'object' &&
        survey !== null && (
          <form onSubmit={(event) => void submit(event)}>
            <fieldset>
              <legend>{label(survey.question)}</legend>
              {survey.options.map((option) => (
                <label key={option}>
                  <input type="radio" name="survey-answer" value={option} checked={answer === option} onChange={() => setAnswer(option)} />
                  {label(option)}
                </label>
              ))}
            </fieldset>
            <label>
              <Trans>Anything else? (optional)</Trans>
              <textarea value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} placeholder={t`Your comment`} />
            </label>
            {state === 'failed' && (
              <p role="alert">
                <Trans>Your answer could not be sent. Please try again.</Trans>
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={answer === '' || state === 'sending'}>
              <Trans>Send</Trans>
            </button>
          </form>
        )
      )}
      <button type="button" className="button" onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
