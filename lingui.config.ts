import { defineConfig } from '@lingui/cli';

// Three catalogs per language: the main one ships with the first load (English) or with the
// language switch; the placeholder one (texts of pages and dialogs whose features come later)
// loads only when such a page or dialog shows, keeping ~3 KB gzip off the first load; the
// checkout one belongs to the checkout frame (server/checkout/frame, its own origin and build).
const PLACEHOLDER_SOURCES = ['<rootDir>/src/app/routeTitles.ts', '<rootDir>/src/app/PlaceholderPage.tsx', '<rootDir>/src/ui/modalBodies'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'nl', 'es'],
  catalogs: [
    { path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: PLACEHOLDER_SOURCES },
    { path: '<rootDir>/locales/placeholders/{locale}', include: PLACEHOLDER_SOURCES },
    { path: '<rootDir>/locales/checkout/{locale}', include: ['<rootDir>/server/checkout/frame'] },
  ],
});
