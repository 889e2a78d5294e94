import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, useState } from 'react';
import { Layout } from './app/Layout.tsx';
import { renewFailedPages } from './app/pageChunk.ts';
import { NotFoundPage, pageFor } from './app/pages.ts';
import { RouteErrorBoundary } from './app/RouteErrorBoundary.tsx';
import { useRoute } from './app/useRoute.ts';
import { activateLanguage, i18n } from './i18n/i18n.ts';

/**
 * The shell: language from the URL, the matched page (or the not-found page) inside the layout.
 * A page that cannot be shown (its chunk failed, its code threw) shows the route's error with a
 * retry instead of a blank screen; a retry renders the page anew from a fresh chunk request.
 */
export function App() {
  const { match, language, pathname } = useRoute();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void activateLanguage(language);
  }, [language]);

  const Page = match ? pageFor(match.id) : null;
  return (
    <I18nProvider i18n={i18n}>
      <Layout>
        <RouteErrorBoundary
          resetKey={`${pathname}#${attempt}`}
          routeId={match?.id ?? null}
          onRetry={() => {
            renewFailedPages();
            setAttempt((count) => count + 1);
          }}
        >
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            {Page && match ? <Page route={match} /> : <NotFoundPage />}
          </Suspense>
        </RouteErrorBoundary>
      </Layout>
    </I18nProvider>
  );
}
