import { Suspense, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLocation } from 'wouter';
import { i18n, activateLanguage } from './i18n/i18n.ts';
import { languageOfPath } from './i18n/locale.ts';
import { matchPath } from './app/routes.ts';
import { NotFoundPage, pageFor } from './app/pages.ts';
import { Layout } from './app/Layout.tsx';

/** The shell: language from the URL, the matched page inside the layout. */
export function App() {
  const [location] = useLocation();
  const route = matchPath(location);
  const language = route?.language ?? languageOfPath(location);

  useEffect(() => {
    void activateLanguage(language);
  }, [language]);

  const Page = route ? pageFor(route.id) : NotFoundPage;
  return (
    <I18nProvider i18n={i18n}>
      <Layout>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          {route ? <Page route={route} /> : <NotFoundPage route={{ id: 'home', params: {}, language }} />}
        </Suspense>
      </Layout>
    </I18nProvider>
  );
}
