// The teasers of a route (spec part 2 §7.6 teaser/getTeasers): small links to what the guest may
// like next. A teaser names its kind; the text is the app's.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { getTeasers } from '../../api/incentives.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { Teaser } from '../../contract/restCalls.ts';

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
  if (teasers.length === 0) return null;
  return (
    <ul className="teasers" data-testid="teasers">
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
