// The breadcrumb trail of a content page (breadcrumb/{breadcrumbType}, spec part 2 §7.9): asked
// from the server, which knows the names of posts, categories and series. A trail that cannot be
// loaded is simply not shown: it is a convenience, the page works without it. Its box is one line
// high from the first paint, loading, shown or not, so the page below it never moves for it.
import { useLingui } from '@lingui/react/macro';
import { getBreadcrumb } from '../../api/content.ts';
import type { BreadcrumbType } from '../../contract/content.ts';
import { useLoaded } from '../actors/store.ts';
import { SearchLink } from '../cams/SearchLink.tsx';
import '../../ui/listState.css';
import './contentPages.css';

export function Breadcrumbs({
  type,
  routeName,
  routeArgs = {},
}: {
  type: BreadcrumbType;
  routeName: string;
  routeArgs?: Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  const loaded = useLoaded(`breadcrumb:${type}:${routeName}:${JSON.stringify(routeArgs)}:${i18n.locale}`, () =>
    getBreadcrumb(type, routeName, routeArgs),
  );
  if (loaded.status !== 'ok')
    return (
      <div className="breadcrumbs" aria-hidden="true">
        {loaded.status === 'loading' ? <span className="skeleton-line breadcrumbs__skeleton" /> : null}
      </div>
    );
  const trail = loaded.data.data.breadcrumb;
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`} data-testid="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.url + index}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <SearchLink href={crumb.url}>{crumb.label}</SearchLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
