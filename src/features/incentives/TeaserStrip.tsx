// The teasers of a route (spec part 2 §7.6 teaser/getTeasers): small links to what the guest may
// like next. A teaser names its kind; the text is the app's. The strip is one promo candidate
// (issue 20): it shows only while the promo manager picks it, and the guest can close it: it
// stays closed for a day (the spec's teaser cookie, part 1 §8).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getTeasers } from '../../api/incentives.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { Teaser } from '../../contract/restCalls.ts';
import { TEASER_COOKIE } from '../../contract/storageKeys.ts';
import { readCookie, writeCookie } from '../../lib/storage.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';

const PROMO_ID = 'teasers';

export function TeaserStrip({ routeName, routeArgs }: { routeName: string; routeArgs: string }) {
  const { t } = useLingui();
  const [teasers, setTeasers] = useState<Teaser[]>([]);
  const [isClosed, setIsClosed] = useState(() => readCookie(TEASER_COOKIE.name) === '1');
  useEffect(() => {
    if (isClosed) return;
    let current = true;
    getTeasers(routeName, JSON.parse(routeArgs) as Record<string, string>)
      .then((answer) => current && setTeasers(answer.teasers))
      .catch(() => current && setTeasers([])); // a teaser is a hint: none rather than an error
    return () => {
      current = false;
    };
  }, [routeName, routeArgs, isClosed]);
  useOfferPromos('teasers', teasers.length === 0 || isClosed ? [] : [{ id: PROMO_ID, kind: 'teasers', ask: 'none', priority: 0 }]);
  const isShown = useShownPromo() === PROMO_ID;
  if (teasers.length === 0 || isClosed || !isShown) return null;
  const close = () => {
    writeCookie(TEASER_COOKIE.name, '1', { days: TEASER_COOKIE.days });
    setIsClosed(true);
  };
  return (
    <aside className="teasers" data-testid="teasers" data-promo={PROMO_ID} aria-label={t`Tips`}>
      <ul className="teasers__list">
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
      <button type="button" className="teasers__close" aria-label={t`Close`} onClick={close}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
