import { Trans } from '@lingui/react/macro';
import { RouteLink } from './RouteLink.tsx';

/** The page for a path that matches no route. */
export default function NotFoundPage() {
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
