// The easter egg hunt (spec part 1 §2 /{lang}/magazine/easter/; part 2 §7.7 special/easter/
// collectEgg with verificationToken and qmdate): today's eggs hidden on the page, each
// collected once, and how many the guest has found.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { guest } from '../../state/guest.ts';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardNotice } from './RewardNotice.tsx';
import { collectEasterEgg, events, loadEventData } from './store.ts';

export default function EasterPage(_props: PageProps) {
  const { t } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  useEffect(() => {
    void loadEventData('easter');
  }, [live.guestId]);
  const eggs = snap.data?.event.type === 'easter' ? snap.data.items : [];
  const found = eggs.filter((egg) => egg.isCollected).length;
  return (
    <EventPageLayout type="easter" intro={<Trans>Find today's hidden eggs: each one you find gives you coins.</Trans>}>
      <p data-testid="easter-found" data-found={found}>
        <Trans>
          Eggs found today: {found} of {eggs.length}
        </Trans>
      </p>
      <ul className="easter-eggs">
        {eggs.map((egg, index) => (
          <li key={egg.key} style={{ marginLeft: `${(index * 37) % 60}%` }}>
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
