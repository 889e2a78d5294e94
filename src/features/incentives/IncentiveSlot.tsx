// The page-load incentives and the teasers of the route on screen (spec part 1 §4 Incentives,
// part 2 §7.6): loaded on every route change, shown per region (the banner above the content,
// the corner box below it); the balance event reloads its incentives. Loaded lazily by the shell
// after the first paint.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useRoute } from '../../app/useRoute.ts';
import { INCENTIVE_EVENTS } from '../../contract/incentives.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { incentives, loadPageLoadIncentives, reloadEventIncentives } from '../../state/incentives.ts';
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
  return (
    <div className="incentive-slot" data-testid="incentive-slot">
      {routeName && <TeaserStrip routeName={routeName} routeArgs={routeArgs} />}
      {REGIONS.map((region) => {
        const shown = shownInRegion(snap.list, region, blocked);
        return shown ? <IncentiveBanner key={`${region}:${shown.id}`} incentive={shown} /> : null;
      })}
    </div>
  );
}
