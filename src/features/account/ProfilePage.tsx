// My profile (spec part 1 §2 my-account area, route myProfile): the profile, settings,
// newsletter and notification sections, each deep-linkable with `?tab=`. Data from guest/profile,
// live fields (balance, plans, age check) from the guest store.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { guest } from '../../state/guest.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { PROFILE_TAB_PARAM, PROFILE_TABS, type ProfileTab, profileTabOf } from './profileRules.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { NewsletterSection, NotificationsSection } from './SubscriptionSections.tsx';
import { account, loadProfile } from './store.ts';
import { TransactionsSection } from './TransactionsSection.tsx';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';

const TAB_TITLES: Record<ProfileTab, MessageDescriptor> = {
  profile: msg`Profile`,
  transactions: msg`Transactions`,
  settings: msg`Settings`,
  newsletter: msg`Newsletter`,
  notifications: msg`Notifications`,
};

export default function ProfilePage(_props: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const showsLoggedIn = useShowsLoggedIn();
  const snap = useSnapshot(account);
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = profileTabOf(search);

  useEffect(() => {
    if (live.isLoggedIn) void loadProfile(true);
  }, [live.isLoggedIn, live.guestId]);

  const selectTab = (next: ProfileTab) => {
    const params = new URLSearchParams(search);
    params.set(PROFILE_TAB_PARAM, next);
    navigate(`${pathname}?${params.toString()}`, { replace: true });
  };

  return (
    <main className="page account-page" data-testid="profile-page">
      <h1>
        <Trans>My profile</Trans>
      </h1>
      {!showsLoggedIn ? (
        <LoginPrompt>
          <Trans>Log in to see your profile, your plans and your settings.</Trans>
        </LoginPrompt>
      ) : (
        <>
          <nav className="account-tabs" aria-label={i18n._(msg`Profile sections`)}>
            {PROFILE_TABS.map((each) => (
              <a
                key={each}
                href={`?${PROFILE_TAB_PARAM}=${each}`}
                aria-current={each === tab ? 'page' : undefined}
                data-tab={each}
                onClick={(event) => {
                  event.preventDefault();
                  selectTab(each);
                }}
              >
                {i18n._(TAB_TITLES[each])}
              </a>
            ))}
          </nav>
          {snap.status === 'error' && !snap.profile ? (
            <div role="alert" className="account-card">
              <p>
                <Trans>Your profile could not be loaded. Please check your connection and try again.</Trans>
              </p>
              <button type="button" className="button" onClick={() => void loadProfile(true)}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : !snap.profile ? (
            <div className="account-card" aria-busy="true">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">
                <Trans>Loading…</Trans>
              </span>
            </div>
          ) : (
            <section aria-labelledby="account-section-title" data-section={tab}>
              <h2 id="account-section-title" className="visually-hidden">
                {i18n._(TAB_TITLES[tab])}
              </h2>
              {tab === 'profile' && <ProfileSection />}
              {tab === 'transactions' && <TransactionsSection />}
              {tab === 'settings' && (
                <>
                  <SettingsSection />
                  <p className="account-card" data-testid="offline-pages-link">
                    <RouteLink to="myOfflinePages">
                      <Trans>Pages saved for offline reading</Trans>
                    </RouteLink>
                  </p>
                </>
              )}
              {tab === 'newsletter' && <NewsletterSection />}
              {tab === 'notifications' && <NotificationsSection />}
            </section>
          )}
        </>
      )}
    </main>
  );
}
