// The cookie consent banner (spec part 1 §5): necessary storage is always on; functional
// (saved searches) and analytics (tracking) are the guest's choice. Shown until the guest
// decides; the footer's "Cookie settings" shows it again. Part of the first paint (Layout).

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { acceptAllConsent, acceptNecessaryOnly, closeCookieSettings, consent, saveConsent } from '../../state/consent.ts';
import '../../app/cookieBanner.css';

export function CookieBanner() {
  const { t } = useLingui();
  const snap = useSnapshot(consent);
  const [functional, setFunctional] = useState(snap.functional);
  const [analytics, setAnalytics] = useState(snap.analytics);

  return (
    <section
      className="cookie-banner"
      data-testid="cookie-banner"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
    >
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          <Trans>Your privacy settings</Trans>
        </h2>
        <p id="cookie-banner-text" className="cookie-banner__text">
          <Trans>
            We use cookies and local storage. Necessary ones keep the site working; functional ones remember your searches; analytics help
            us improve the site. Read more in our <RouteLink to="dataProtection">data protection notice</RouteLink>.
          </Trans>
        </p>
        <fieldset className="cookie-banner__choices">
          <legend className="visually-hidden">{t`Cookie categories`}</legend>
          <label className="cookie-banner__choice">
            <input type="checkbox" checked disabled data-testid="cookie-consent-necessary" />
            <span>
              <strong>
                <Trans>Necessary</Trans>
              </strong>{' '}
              <Trans>Always on: language, login and security.</Trans>
            </span>
          </label>
          <label className="cookie-banner__choice">
            <input
              type="checkbox"
              checked={functional}
              onChange={(event) => setFunctional(event.target.checked)}
              data-testid="cookie-consent-functional"
            />
            <span>
              <strong>
                <Trans>Functional</Trans>
              </strong>{' '}
              <Trans>Remembers your recent searches on this device.</Trans>
            </span>
          </label>
          <label className="cookie-banner__choice">
            <input
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              data-testid="cookie-consent-analytics"
            />
            <span>
              <strong>
                <Trans>Analytics</Trans>
              </strong>{' '}
              <Trans>Anonymous usage statistics that help us improve the site.</Trans>
            </span>
          </label>
        </fieldset>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" onClick={acceptAllConsent} data-testid="cookie-accept-all">
            <Trans>Accept all</Trans>
          </button>
          <button type="button" className="button" onClick={acceptNecessaryOnly} data-testid="cookie-necessary-only">
            <Trans>Only necessary</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => saveConsent({ functional, analytics })}
            data-testid="cookie-save-selection"
          >
            <Trans>Save selection</Trans>
          </button>
          {snap.decided && (
            <button type="button" className="button button--ghost" onClick={closeCookieSettings} data-testid="cookie-settings-close">
              <Trans>Cancel</Trans>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
