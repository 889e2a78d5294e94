// The gold rush (spec part 1 §2 /{lang}/magazine/goldrush/): a getReward game of its own.
import type { PageProps } from '../../app/pages.ts';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardGame } from './RewardGame.tsx';

export default function GoldrushPage(_props: PageProps) {
  return (
    <EventPageLayout type="goldrush">
      <RewardGame type="goldrush" />
    </EventPageLayout>
  );
}
