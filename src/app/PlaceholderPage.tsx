import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from './pages.ts';
import { RouteLink } from './RouteLink.tsx';
import { useRouteTitles } from './routeTitles.ts';
import type { RouteId } from './routes.ts';

// How a route parameter is named next to its value. `product` is the brand word, never shown.
const PARAM_LABELS: Record<string, MessageDescriptor> = {
  actorName: msg`Performer`,
  searchPattern: msg`Search`,
  tagGroup: msg`Tag group`,
  albumId: msg`Album`,
  categorySlug: msg`Category`,
  series: msg`Series`,
  key: msg`Format`,
  id: msg`Contest`,
  year: msg`Year`,
  slug: msg`Post`,
};

const MAIN_SECTIONS = ['home', 'cams', 'videos', 'newGirls', 'messenger', 'blog'] as const satisfies readonly RouteId[];

/**
 * The page of a route whose feature arrives in a later issue: its name, what it will hold, the
 * parameters it was opened with (as text) and the way back to the main sections.
 */
export default function PlaceholderPage({ route }: PageProps) {
  const routeTitles = useRouteTitles();
  const { i18n } = useLingui();
  const { title, description } = routeTitles[route.id];
  const shownParams = Object.entries(route.params as Readonly<Record<string, string>>).filter(
    ([name]) => name in PARAM_LABELS,
  );

  return (
    <main data-testid="placeholder-page" data-route-id={route.id}>
      <h1>{i18n._(title)}</h1>
      <p>{i18n._(description)}</p>
      {shownParams.length > 0 && (
        <dl>
          {shownParams.map(([name, value]) => (
            <div key={name} data-param={name}>
              <dt>{i18n._(PARAM_LABELS[name] ?? msg`Detail`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        <Trans>This page is being built. Until then, these sections are open:</Trans>
      </p>
      <nav aria-label={i18n._(msg`Main sections`)}>
        <ul>
          {MAIN_SECTIONS.filter((id) => id !== route.id).map((id) => (
            <li key={id}>
              <RouteLink to={id}>{i18n._(routeTitles[id].title)}</RouteLink>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
