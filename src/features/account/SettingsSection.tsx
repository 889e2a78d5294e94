// The settings section of my profile: payment settings, one-click and auto recharge, the
// conversion chat, data protection, preferences, the login sessions and the password.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { startCheckout } from './checkoutActions.ts';
import {
  acceptDataProtection,
  account,
  loadSessions,
  revokeSession,
  savePreferences,
  setAutoRechargeTeaser,
  setConversionChat,
} from './store.ts';

/** Preferences the guest can set here, stored with guest/savePreferences. Chosen. */
const PREFERENCE_KEYS = ['autoplayPreviews', 'onlineFirst'] as const;

function FailedNote({ setting }: { setting: string }) {
  const snap = useSnapshot(account);
  if (!snap.settingsFailed.includes(setting)) return null;
  return (
    <p role="alert" className="account-error" data-failed={setting}>
      <Trans>This change could not be saved. Please try again.</Trans>
    </p>
  );
}

function Sessions() {
  const { i18n } = useLingui();
  const snap = useSnapshot(account);
  useEffect(() => {
    void loadSessions();
  }, []);
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="account-card" data-testid="account-sessions">
      <h3>
        <Trans>Where you are logged in</Trans>
      </h3>
      {snap.sessions === null ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <ul className="account-sessions">
          {snap.sessions.map((session) => (
            <li key={session.id} data-session={session.id} data-current={String(session.isCurrent)}>
              <span>
                <strong>{session.device ?? <Trans>Unknown device</Trans>}</strong> {session.isCurrent && <Trans>(this device)</Trans>}
              </span>
              <small>
                <Trans>Last active {when(session.lastSeenAt)}</Trans>
              </small>
              {!session.isCurrent && (
                <button type="button" className="button button--ghost" onClick={() => void revokeSession(session.id)}>
                  <Trans>Log out this device</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {(snap.sessions?.some((session) => !session.isCurrent) ?? false) && (
        <button type="button" className="button" onClick={() => void revokeSession(null)}>
          <Trans>Log out all other devices</Trans>
        </button>
      )}
      <FailedNote setting="sessions" />
    </div>
  );
}

export function SettingsSection() {
  const snap = useSnapshot(account);
  const profile = snap.profile;
  if (!profile) return null;
  const preferences = profile.guest.preferences;
  const togglePreference = (key: string, on: boolean) => void savePreferences({ ...preferences, [key]: on });

  return (
    <div className="account-grid" data-testid="settings-section">
      <div className="account-card">
        <h3>
          <Trans>Payment</Trans>
        </h3>
        <div className="account-actions">
          <button type="button" className="button" onClick={() => startCheckout('settings')}>
            <Trans>Payment settings</Trans>
          </button>
          <button type="button" className="button" onClick={() => startCheckout('oneclick')}>
            <Trans>One-click amounts</Trans>
          </button>
          <button type="button" className="button" onClick={() => startCheckout('autorecharge')}>
            <Trans>Automatic recharge</Trans>
          </button>
        </div>
        <label className="account-check">
          <input
            type="checkbox"
            checked={profile.autoRechargeTeaserMode === 'show'}
            onChange={(event) => void setAutoRechargeTeaser(event.target.checked ? 'show' : 'hide')}
          />{' '}
          <Trans>Remind me of automatic recharge when my balance runs low</Trans>
        </label>
        <FailedNote setting="autoRechargeTeaser" />
      </div>
      <div className="account-card">
        <h3>
          <Trans>Chat and privacy</Trans>
        </h3>
        <label className="account-check">
          <input
            type="checkbox"
            checked={profile.conversionChatEnabled}
            onChange={(event) => void setConversionChat(event.target.checked)}
          />{' '}
          <Trans>Invite me to free trial chats with performers</Trans>
        </label>
        <FailedNote setting="conversionChat" />
        {PREFERENCE_KEYS.map((key) => (
          <label key={key} className="account-check">
            <input type="checkbox" checked={preferences[key] === true} onChange={(event) => togglePreference(key, event.target.checked)} />{' '}
            {key === 'autoplayPreviews' ? <Trans>Play video previews automatically</Trans> : <Trans>Show online performers first</Trans>}
          </label>
        ))}
        <FailedNote setting="preferences" />
        {profile.guest.showDataProtection ? (
          <div className="account-actions" data-testid="data-protection">
            <p>
              <Trans>Our data protection notice has changed. Please read and accept it.</Trans>
            </p>
            <button type="button" className="button button--primary" onClick={() => void acceptDataProtection(false)}>
              <Trans>Accept the data protection notice</Trans>
            </button>
            <button type="button" className="button" onClick={() => void acceptDataProtection(true)}>
              <Trans>Accept the terms and the data protection notice</Trans>
            </button>
          </div>
        ) : (
          <p data-testid="data-protection">
            <Trans>You have accepted the data protection notice.</Trans>
          </p>
        )}
        <FailedNote setting="dataProtection" />
      </div>
      <Sessions />
      <div className="account-card">
        <h3>
          <Trans>Password</Trans>
        </h3>
        <button type="button" className="button" onClick={() => startCheckout('pwdlost')}>
          <Trans>Change password</Trans>
        </button>
      </div>
    </div>
  );
}
