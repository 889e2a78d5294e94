// "Share by e-mail" on a video's page (guest/sendVideoShareEmail, docs/decisions.md issue 21): a
// logged-in guest sends the video's link to an address with an optional short message. The form
// checks the address and the length as the server does (src/contract/videoShare.ts) so a typo is
// caught at once; the server decides, and its hourly limit is told in words.

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { sendVideoShareEmail } from '../../api/albums.ts';
import { ApiError } from '../../api/errors.ts';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import { isValidEmail } from '../../contract/validation.ts';
import { VIDEO_SHARE } from '../../contract/videoShare.ts';
import { openLogin } from '../checkout/index.ts';
import { trackGuestEvent } from '../tracking/guestEvents.ts';

type Outcome = { kind: 'sent'; to: string } | { kind: 'badAddress' } | { kind: 'limit' } | { kind: 'failed' } | null;

export function ShareByEmail({ albumId }: { albumId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formId = useId();
  const left = VIDEO_SHARE.messageMaxChars - Array.from(message).length;

  const send = async () => {
    const to = address.trim();
    if (!isValidEmail(to)) return setOutcome({ kind: 'badAddress' });
    setSending(true);
    try {
      await sendVideoShareEmail(albumId, to, message.trim());
      trackGuestEvent('video', 'shareByEmail', { albumId });
      setOutcome({ kind: 'sent', to });
      setAddress('');
      setMessage('');
    } catch (error) {
      setOutcome({
        kind:
          error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? 'limit'
            : error instanceof ApiError && error.code === 'VALIDATION_FAILED'
              ? 'badAddress'
              : 'failed',
      });
    } finally {
      setSending(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className="button"
        data-testid="share-email-open"
        onClick={() => (showsLoggedInNow() ? setOpen(true) : void openLogin())}
      >
        <Trans>Share by e-mail</Trans>
      </button>
    );
  }
  return (
    <form
      id={formId}
      className="album-share-form"
      data-testid="share-email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label>
        <Trans>Friend's e-mail address</Trans>
        <input
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={254}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={outcome?.kind === 'badAddress'}
        />
      </label>
      <label>
        <Trans>Message (optional)</Trans>
        <textarea
          value={message}
          maxLength={VIDEO_SHARE.messageMaxChars}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${formId}-left`}
        />
      </label>
      <span id={`${formId}-left`} className="album-meta">
        <Trans>{left} characters left</Trans>
      </span>
      <div className="album-share-actions">
        <button type="submit" className="button button--primary" disabled={sending || !address.trim()}>
          <Trans>Send link</Trans>
        </button>
        <button type="button" className="button" onClick={() => (setOpen(false), setOutcome(null))}>
          <Trans>Close</Trans>
        </button>
      </div>
      {outcome?.kind === 'sent' ? (
        <p role="status" data-testid="share-email-sent">
          <Trans>The link was sent to {outcome.to}.</Trans>
        </p>
      ) : outcome ? (
        <p role="alert" data-testid="share-email-error">
          {outcome.kind === 'badAddress'
            ? t`Please enter a valid e-mail address.`
            : outcome.kind === 'limit'
              ? t`You have shared enough videos for this hour. Please try again later.`
              : t`The link could not be sent. Please try again.`}
        </p>
      ) : null}
    </form>
  );
}
