import { type ComponentProps, type MouseEvent, useCallback } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { buildPath, type RouteId, type RouteParamInput } from './routes.ts';
import { useLanguage } from './useRoute.ts';

/** `params` may be left out when a route needs none (or only `product`, which has a default). */
type ParamsProp<Id extends RouteId> = {} extends RouteParamInput<Id> ? { params?: RouteParamInput<Id> } : { params: RouteParamInput<Id> };

export type RouteLinkProps<Id extends RouteId> = Omit<ComponentProps<'a'>, 'href'> & {
  to: Id;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** A query string for the page, without the '?'. */
  search?: string;
} & ParamsProp<Id>;

/** A function that builds a route's path in the current language. */
export function useBuildPath(): <Id extends RouteId>(id: Id, params?: RouteParamInput<Id>) => string {
  const language = useLanguage();
  return useCallback(
    <Id extends RouteId>(id: Id, params?: RouteParamInput<Id>) => buildPath(id, params ?? ({} as RouteParamInput<Id>), language),
    [language],
  );
}

/** Whether a click should stay in the app: a plain left click on a link that opens in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** A link to a route in the current language, followed client-side on a plain left click. */
export function RouteLink<Id extends RouteId>(props: RouteLinkProps<Id>) {
  const { to, params, replace, search, onClick, ...anchorProps } = props;
  // The app runs on wouter's default router (browser location, no base), so this is the
  // navigation useLocation() would hand out, without subscribing every link of the page to the
  // location: a page of tiles re-rendered each link on every navigation (issue 23, INP).
  const href = useBuildPath()(to, params) + (search ? `?${search}` : '');

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!isPlainClick(event)) return; // new tab, new window, download: the browser does it
    event.preventDefault();
    navigate(href, { replace: replace ?? false });
  }

  return <a {...anchorProps} href={href} onClick={handleClick} />;
}
