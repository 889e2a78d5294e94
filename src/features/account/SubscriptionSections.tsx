// The newsletter section (the four newsletter types; a failed change reverts and says so) and
// the notification settings section (e-mail, push, SMS) of my profile.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { NotificationsSettings } from '../../contract/entities.ts';
import { NEWSLETTER_TEXTS } from './accountTexts.ts';
import { NEWSLETTERS } from './newsletterRules.ts';
import { account, saveNotificationsSettings, toggleNewsletter } from './store.ts';

export function NewsletterSection() {
  const { i18n } = useLingui();
  const snap = useSnapshot(account);
  const profile = snap.profile;
  if (!profile) return null;
  const subscribed = profile.guest.newsletterSubscriptions;
  return (
    <fieldset className="account-card" data-testid="newsletter-section">
      <legend>
        <Trans>Newsletters to {profile.guest.email}</Trans>
      </legend>
      {NEWSLETTERS.map((type) => (
        <label key={type} className="account-check" data-newsletter={type}>
          <input
            type="checkbox"
            checked={subscribed.includes(type)}
            disabled={snap.newsletterPending.includes(type)}
            onChange={(event) => void toggleNewsletter(type, event.target.checked)}
          />{' '}
          <span>
            <strong>{i18n._(NEWSLETTER_TEXTS[type].title)}</strong> <small>{i18n._(NEWSLETTER_TEXTS[type].description)}</small>
          </span>
        </label>
      ))}
      {snap.newsletterFailed !== null && (
        <p role="alert" className="account-error" data-testid="newsletter-error">
          <Trans>The newsletter "{i18n._(NEWSLETTER_TEXTS[snap.newsletterFailed].title)}" could not be changed. Please try again.</Trans>
        </p>
      )}
    </fieldset>
  );
}

const CHANNELS = ['email', 'push', 'sms'] as const satisfies readonly (keyof NotificationsSettings)[];

export function NotificationsSection() {
  const snap = useSnapshot(account);
  const profile = snap.profile;
  if (!profile) return null;
  const settings = profile.guest.notificationsSettings;
  return (
    <fieldset className="account-card" data-testid="notifications-section">
      <legend>
        <Trans>Tell me when a favourite performer comes online</Trans>
      </legend>
      {CHANNELS.map((channel) => (
        <label key={channel} className="account-check" data-channel={channel}>
          <input
            type="checkbox"
            checked={settings[channel]}
            onChange={(event) => void saveNotificationsSettings({ ...settings, [channel]: event.target.checked })}
          />{' '}
          {channel === 'email' && <Trans>By e-mail</Trans>}
          {channel === 'push' && <Trans>By push notification</Trans>}
          {channel === 'sms' && <Trans>By SMS</Trans>}
        </label>
      ))}
      <label className="account-check" data-channel="discreet">
        <input
          type="checkbox"
          checked={settings.discreet === true}
          onChange={(event) => void saveNotificationsSettings({ ...settings, discreet: event.target.checked })}
        />{' '}
        <Trans>Discreet mode: alerts show no names, pictures or messages, and the installed app takes a neutral name and icon</Trans>
      </label>
      {snap.settingsFailed.includes('notifications') && (
        <p role="alert" className="account-error">
          <Trans>Your notification settings could not be saved. Please try again.</Trans>
        </p>
      )}
    </fieldset>
  );
}
