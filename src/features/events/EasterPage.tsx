// The easter egg hunt (spec part 1 §2 /{lang}/magazine/easter/; part 2 §7.7 special/easter/
// collectEgg with verificationToken and qmdate): today's eggs hidden on the page, each
// collected once, and how many the guest has found. Until the day's eggs are in (loaded by
// EventPageLayout), the day's number of eggs holds their places.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { EASTER_EGGS_PER_DAY } from '../../contract/games.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardNotice } from './RewardNotice.tsx';
import { collectEasterEgg, events } from './store.ts';

/** Where the n-th egg hides: the same place whether it is still a placeholder or the egg. */
const eggPlace = (index: number) => ({ marginLeft: `${(index * 37) % 60}%` });

/** The eggs' places while the day's eggs load: disabled eggs without a look of their own. */
function EggPlaceholders() {
  return (
    <>
      <p>
        <SkeletonText short />
      </p>
      <ul className="easter-eggs" aria-hidden="true">
        {Array.from({ length: EASTER_EGGS_PER_DAY }, (_, index) => (
          <li key={index} style={eggPlace(index)}>
            <button type="button" className="easter-egg easter-egg--loading" tabIndex={-1} disabled />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function EasterPage(_props: PageProps) {
  const { t } = useLingui();
  const snap = useSnapshot(events);
  const isLoaded = snap.data?.event.type === 'easter';
  const eggs = snap.data?.event.type === 'easter' ? snap.data.items : [];
  const found = eggs.filter((egg) => egg.isCollected).length;
  if (!isLoaded) {
    return <EventPageLayout type="easter">{snap.dataFailed === 'easter' ? null : <EggPlaceholders />}</EventPageLayout>;
  }
  return (
    <EventPageLayout type="easter">
      <p data-testid="easter-found" data-found={found}>
        <Trans>
          Eggs found today: {found} of {eggs.length}
        </Trans>
      </p>
      <ul className="easter-eggs">
        {eggs.map((egg, index) => (
          <li key={egg.key} style={eggPlace(index)}>
            <button
              type="button"
              className={egg.isCollected ? 'easter-egg easter-egg--found' : 'easter-egg'}
              aria-label={t`Egg ${index + 1}`}
              data-testid="easter-egg"
              data-collected={egg.isCollected}
              disabled={!egg.canCollect || egg.verificationToken === null || snap.busy}
              onClick={() => void collectEasterEgg(egg.verificationToken!)}
            />
          </li>
        ))}
      </ul>
      <RewardNotice type="easter" />
    </EventPageLayout>
  );
}
