// The TV menu (spec part 1 §2 named menu areas: TV series, episodes, shows, posts, videos) and
// the two livestreams. The menu's items are views of the series page (`?view=`).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import { TV_MENU, type TvMenuItem } from '../../contract/content.ts';

const LABELS: Record<TvMenuItem, MessageDescriptor> = {
  series: msg`Series`,
  episodes: msg`Episodes`,
  shows: msg`Shows`,
  posts: msg`Posts`,
  videos: msg`Videos`,
};

export function TvMenu({ current }: { current: TvMenuItem | 'livestream' | 'premium' | null }) {
  const { i18n, t } = useLingui();
  return (
    <nav className="tv-menu" aria-label={t`TV`} data-testid="tv-menu">
      <RouteLink to="tvLivestream" aria-current={current === 'livestream' ? 'page' : undefined}>
        <Trans>Livestream</Trans>
      </RouteLink>
      <RouteLink to="tvPremiumLivestream" aria-current={current === 'premium' ? 'page' : undefined}>
        <Trans>Premium livestream</Trans>
      </RouteLink>
      {TV_MENU.map((item) => (
        <RouteLink
          key={item}
          to="tvMediaSeries"
          search={item === 'series' ? undefined : `view=${item}`}
          aria-current={current === item ? 'page' : undefined}
          data-testid={`tv-menu-${item}`}
        >
          {i18n._(LABELS[item])}
        </RouteLink>
      ))}
    </nav>
  );
}
