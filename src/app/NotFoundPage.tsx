import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RouteLink } from './RouteLink.tsx';
import { aliasTarget } from './routeAliases.ts';

/** The page for a path that matches no route (an alias path goes on to its route instead). */
export default function NotFoundPage() {
  const [pathname, navigate] = useLocation();
  const alias = aliasTarget(pathname);
  useEffect(() => {
    if (alias) navigate(alias, { replace: true });
  }, [alias, navigate]);
  if (alias) return null;
  return (
    <main data-testid="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </p>
      <p>
        <RouteLink to="home">
          <Trans>Back to the home page</Trans>
        </RouteLink>
      </p>
    </main>
  );
}
