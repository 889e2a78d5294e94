import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { openCookieSettings } from '../state/consent.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { BRAND_NAME, type NavLink, NavLinkList } from './Navbar.tsx';
import './footer.css';

const SECTION_LINKS: readonly NavLink[] = [
  { to: 'cams', label: msg`Cams` },
  { to: 'freeChat', label: msg`Free chat` },
  { to: 'newGirls', label: msg`New girls` },
  { to: 'camShows', label: msg`Cam shows` },
  { to: 'videos', label: msg`Videos` },
  { to: 'vipClub', label: msg`VIP club` },
  { to: 'dailyDeals', label: msg`Daily deals` },
  { to: 'tvLivestream', label: msg`TV livestream` },
  { to: 'feed', label: msg`Feed` },
  { to: 'contests', label: msg`Contests` },
  { to: 'blog', label: msg`Blog` },
];

const LEGAL_LINKS: readonly NavLink[] = [
  { to: 'terms', label: msg`Terms of service` },
  { to: 'dataProtection', label: msg`Data protection` },
  { to: 'imprint', label: msg`Imprint` },
];

export default function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__inner">
        <nav className="footer__section" aria-label={t`Sections`}>
          <h2 className="footer__heading">
            <Trans>Discover</Trans>
          </h2>
          <NavLinkList links={SECTION_LINKS} className="footer__links" />
        </nav>
        <nav className="footer__section" aria-label={t`Legal`} data-testid="footer-legal">
          <h2 className="footer__heading">
            <Trans>Legal</Trans>
          </h2>
          <NavLinkList links={LEGAL_LINKS} className="footer__links footer__links--legal" />
          <button type="button" className="footer__cookie-settings" onClick={openCookieSettings} data-testid="footer-cookie-settings">
            <Trans>Cookie settings</Trans>
          </button>
          <label className="footer__language">
            <span>
              <Trans>Language</Trans>
            </span>
            <LanguageSwitcher />
          </label>
        </nav>
      </div>
      <p className="footer__fineprint">
        <Trans>
          © {year} {BRAND_NAME}. Adults only: every performer is at least 18 years old.
        </Trans>
      </p>
    </footer>
  );
}
