// The page-load incentives and the teasers of the route on screen (spec part 1 §4 Incentives,
// part 2 §7.6): loaded on every route change, one per region (the banner and the corner), the
// balance event reloads its incentives. Each region's incentive is offered to the promo manager
// (issue 20), which shows at most one promo at a time and none that contradicts the guest's
// state. Loaded lazily by the promo host after the first paint.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useRoute } from '../../app/useRoute.ts';
import { INCENTIVE_EVENTS } from '../../contract/incentives.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { incentives, loadPageLoadIncentives, reloadEventIncentives } from '../../state/incentives.ts';
import { incentivePromo } from '../promos/promoRules.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { IncentiveBanner } from './IncentiveBanner.tsx';
import { shownInRegion } from './incentiveRules.ts';
import { TeaserStrip } from './TeaserStrip.tsx';
import './incentives.css';

const REGIONS = ['banner', 'corner'] as const;

export default function IncentiveSlot() {
  useLaterTexts();
  const { match } = useRoute();
  const snap = useSnapshot(incentives);
  const routeName = match?.id ?? null;
  const routeArgs = JSON.stringify(match?.params ?? {});
  useEffect(() => {
    if (routeName) void loadPageLoadIncentives(routeName, JSON.parse(routeArgs) as Record<string, string>);
  }, [routeName, routeArgs]);
  useEffect(() => onServerFrame('guest.balance', () => void reloadEventIncentives(INCENTIVE_EVENTS.balance)), []);
  const blocked = new Set(snap.blockedGroups);
  const inRegions = REGIONS.flatMap((region) => shownInRegion(snap.list, region, blocked) ?? []);
  useOfferPromos(
    'incentives',
    inRegions.map((incentive) => incentivePromo(incentive)),
  );
  const shownId = useShownPromo();
  const shown = inRegions.find((incentive) => `incentive:${incentive.id}` === shownId);
  return (
    <div className="incentive-slot" data-testid="incentive-slot">
      {routeName && <TeaserStrip routeName={routeName} routeArgs={routeArgs} />}
      {shown ? <IncentiveBanner key={`${shown.region}:${shown.id}`} incentive={shown} /> : null}
    </div>
  );
}
