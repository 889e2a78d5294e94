// The newsletter unsubscribe event page (spec part 1 §2 special events: newsletter unsubscribe;
// part 2 §7.1 guest/newsletter/unsubscribe): where a newsletter's unsubscribe link leads
// (`?type=1024` names one newsletter, otherwise all are listed). The call needs the logged-in
// guest, so an anonymous visitor is asked to log in first.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { NEWSLETTER_TEXTS } from '../account/accountTexts.ts';
import { startLogin } from '../account/checkoutActions.ts';
import { NEWSLETTERS } from '../account/newsletterRules.ts';
import { account, loadProfile, toggleNewsletter } from '../account/store.ts';
import { newslettersOfLink } from './unsubscribeRules.ts';

export default function NewsletterUnsubscribePage(_props: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const showsLoggedIn = useShowsLoggedIn();
  const snap = useSnapshot(account);
  const types = newslettersOfLink(useSearch(), NEWSLETTERS);

  useEffect(() => {
    if (live.isLoggedIn) void loadProfile();
  }, [live.isLoggedIn, live.guestId]);

  return (
    <main className="page newsletter-page" data-testid="newsletter-unsubscribe-page">
      <h1>
        <Trans>Unsubscribe from newsletters</Trans>
      </h1>
      {!showsLoggedIn ? (
        <>
          <p>
            <Trans>Please log in: newsletters are changed for your account only.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => startLogin()} data-testid="newsletter-login">
            <Trans>Log in</Trans>
          </button>
        </>
      ) : !snap.profile ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ul data-testid="newsletter-list">
          {types.map((type) => {
            const title = i18n._(NEWSLETTER_TEXTS[type].title);
            const subscribed = snap.profile?.guest.newsletterSubscriptions.includes(type) ?? false;
            return (
              <li key={type} data-newsletter={type} data-subscribed={subscribed}>
                {subscribed ? (
                  <>
                    <Trans>You receive "{title}".</Trans>{' '}
                    <button
                      type="button"
                      className="button"
                      disabled={snap.newsletterPending.includes(type)}
                      onClick={() => void toggleNewsletter(type, false)}
                    >
                      <Trans>Unsubscribe</Trans>
                    </button>
                  </>
                ) : (
                  <Trans>You do not receive "{title}".</Trans>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {snap.newsletterFailed !== null ? (
        <p role="alert">
          <Trans>The newsletter could not be changed. Please try again.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          All your newsletters and notifications are in <RouteLink to="myProfile">your profile</RouteLink>.
        </Trans>
      </p>
    </main>
  );
}
