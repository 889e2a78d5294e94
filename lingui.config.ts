import { defineConfig } from '@lingui/cli';

// Four catalogs per language: the main one ships with the first load (English) or with the
// language switch; the placeholder one (texts of pages and dialogs whose features come later)
// and the "later" one (UI that never shows on the first paint: the account area, the actor,
// cams and favourites pages, the mobile menu panels) load only when such UI renders (src/i18n/lazyCatalogs.ts, useLaterTexts), keeping
// them off the first load; the checkout one
// belongs to the checkout frame (server/checkout/frame, its own origin and build).
const PLACEHOLDER_SOURCES = ['<rootDir>/src/app/routeTitles.ts', '<rootDir>/src/app/PlaceholderPage.tsx', '<rootDir>/src/ui/modalBodies'];
const LATER_SOURCES = [
  '<rootDir>/src/features/account',
  '<rootDir>/src/features/actors',
  '<rootDir>/src/features/cams',
  '<rootDir>/src/features/favorites',
  '<rootDir>/src/features/videos',
  '<rootDir>/src/features/albums',
  '<rootDir>/src/features/mediathek',
  '<rootDir>/src/features/messenger',
  '<rootDir>/src/features/push',
  '<rootDir>/src/features/pwa',
  '<rootDir>/src/features/offline',
  '<rootDir>/src/features/notifications',
  '<rootDir>/src/features/conversion',
  '<rootDir>/src/features/livechat',
  '<rootDir>/src/features/tickets',
  '<rootDir>/src/features/search',
  '<rootDir>/src/features/feed',
  '<rootDir>/src/features/blog',
  '<rootDir>/src/features/tv',
  '<rootDir>/src/features/vipclub',
  '<rootDir>/src/features/breadcrumbs',
  '<rootDir>/src/features/events',
  '<rootDir>/src/features/legal/LegalPage.tsx',
  '<rootDir>/src/features/legal/DataProtectionDialog.tsx',
  '<rootDir>/src/features/games',
  '<rootDir>/src/features/contests',
  '<rootDir>/src/features/clashofcams',
  '<rootDir>/src/features/bonus',
  '<rootDir>/src/features/incentives',
  '<rootDir>/src/features/feedback',
  '<rootDir>/src/app/NavbarInbox.tsx',
  ...['MenuPanel', 'NavigationMenu', 'SearchMenu', 'CamFilterMenu', 'CategoryFilterMenu', 'MyAccountMenu', 'NotificationsMenu'].map(
    (name) => `<rootDir>/src/app/mobileMenus/${name}.tsx`,
  ),
];

// The pseudo-locale (STYLE.md): a catalog locale, not a route language. The Lingui plugin turns
// its catalogs into English in accented look-alike letters as it loads them, so text that stays
// plain on a page was never marked for translation. Only a dev build with the switch on loads it
// (src/i18n/pseudoLocale.ts); its extracted pseudo.po files stay empty, nobody translates them.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'nl', 'es', 'pseudo'],
  pseudoLocale: { locale: 'pseudo' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: [...PLACEHOLDER_SOURCES, ...LATER_SOURCES] },
    { path: '<rootDir>/locales/placeholders/{locale}', include: PLACEHOLDER_SOURCES },
    { path: '<rootDir>/locales/later/{locale}', include: LATER_SOURCES },
    { path: '<rootDir>/locales/checkout/{locale}', include: ['<rootDir>/server/checkout/frame'] },
  ],
});
