// The teasers of a route (spec part 2 §7.6 teaser/getTeasers): small links to what the guest may
// like next. A teaser names its kind; the text is the app's. The strip is one promo candidate
// (issue 20): it shows only while the promo manager picks it.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { getTeasers } from '../../api/incentives.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { Teaser } from '../../contract/restCalls.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';

const PROMO_ID = 'teasers';

export function TeaserStrip({ routeName, routeArgs }: { routeName: string; routeArgs: string }) {
  const [teasers, setTeasers] = useState<Teaser[]>([]);
  useEffect(() => {
    let current = true;
    getTeasers(routeName, JSON.parse(routeArgs) as Record<string, string>)
      .then((answer) => current && setTeasers(answer.teasers))
      .catch(() => current && setTeasers([])); // a teaser is a hint: none rather than an error
    return () => {
      current = false;
    };
  }, [routeName, routeArgs]);
  useOfferPromos('teasers', teasers.length === 0 ? [] : [{ id: PROMO_ID, kind: 'teasers', ask: 'none', priority: 0 }]);
  const isShown = useShownPromo() === PROMO_ID;
  if (teasers.length === 0 || !isShown) return null;
  return (
    <ul className="teasers" data-testid="teasers" data-promo={PROMO_ID}>
      {teasers.map((teaser) => (
        <li key={teaser.id} data-teaser-kind={String(teaser.content.kind)}>
          {teaser.content.kind === 'dailyBonus' ? (
            <RouteLink to="myBenefits">
              <Trans>Today's daily bonus is waiting for you.</Trans>
            </RouteLink>
          ) : (
            <RouteLink to="contests">
              <Trans>See all contests and vote for your favourites.</Trans>
            </RouteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
