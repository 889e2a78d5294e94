// The home page's banner region (spec part 2 §7.10 banners): what runs now, from the server in the
// guest's language (running special events, running contests, upcoming free shows), each a link
// to its page. Part of the home query, so it arrives with the blocks around it.
import { useLingui } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { Banner } from '../../contract/queries/queryItems.ts';
import { EVENT_PAGES } from '../events/eventPages.ts';

function BannerLink({ banner }: { banner: Banner }) {
  const body = (
    <>
      <strong>{banner.title}</strong>
      <small>{banner.text}</small>
    </>
  );
  const common = { className: `card banner banner--${banner.kind}`, 'data-testid': 'home-banner', 'data-kind': banner.kind } as const;
  const eventPage = banner.eventType ? EVENT_PAGES[banner.eventType] : undefined;
  if (banner.kind === 'contest' && banner.contestId !== null)
    return (
      <RouteLink to="contest" params={{ id: String(banner.contestId) }} {...common}>
        {body}
      </RouteLink>
    );
  if (banner.kind === 'show' && banner.actorName)
    return (
      <RouteLink to="actorLiveShow" params={{ actorName: banner.actorName }} {...common}>
        {body}
      </RouteLink>
    );
  // The home query asks for the events with a page only; anything else would have nowhere to go.
  if (!eventPage) return null;
  return (
    <RouteLink to={eventPage} {...common}>
      {body}
    </RouteLink>
  );
}

export function BannerRegion({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  return (
    <aside className="home-banners" aria-label={t`Highlights`} data-testid="home-banners">
      <ul className="tile-row home-banners__list">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
