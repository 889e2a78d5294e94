import { Suspense, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateLanguage } from './i18n/i18n.ts';
import { useRoute } from './app/useRoute.ts';
import { NotFoundPage, pageFor } from './app/pages.ts';
import { Layout } from './app/Layout.tsx';

/** The shell: language from the URL, the matched page (or the not-found page) inside the layout. */
export function App() {
  const { match, language } = useRoute();

  useEffect(() => {
    void activateLanguage(language);
  }, [language]);

  const Page = match ? pageFor(match.id) : null;
  return (
    <I18nProvider i18n={i18n}>
      <Layout>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          {Page && match ? <Page route={match} /> : <NotFoundPage />}
        </Suspense>
      </Layout>
    </I18nProvider>
  );
}
