// The wet and wild game (spec part 1 §2 /{lang}/magazine/wetnwildgame/; part 2 §7.7).
import type { PageProps } from '../../app/pages.ts';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardGame } from './RewardGame.tsx';

export default function WetNWildPage(_props: PageProps) {
  return (
    <EventPageLayout type="wet-and-wild">
      <RewardGame type="wet-and-wild" />
    </EventPageLayout>
  );
}
