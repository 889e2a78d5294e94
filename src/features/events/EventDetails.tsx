// The rules and prizes of a special event page, from its config (spec part 2 §7.10). Shown to
// everyone (a visitor learns what there is to win before logging in); its stand-in holds about
// the lines it will take.
import { Trans } from '@lingui/react/macro';
import type { EventConfig } from '../../contract/queries/queryItems.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { useRewardText } from '../games/rewardTexts.ts';

/** lines: how many rules and tries lines the stand-in holds (the reward games show their tries too). */
export function EventDetails({ config, lines }: { config: EventConfig | null | undefined; lines: number }) {
  const rewardText = useRewardText();
  if (config === null) return null;
  return (
    <section className="event-details" aria-labelledby="event-details-heading" data-testid="event-details" aria-busy={config === undefined}>
      <h2 id="event-details-heading">
        <Trans>How it works</Trans>
      </h2>
      {config === undefined ? (
        <>
          <ul aria-hidden="true">
            {Array.from({ length: lines }, (_, n) => (
              <li key={n}>
                <SkeletonText short />
              </li>
            ))}
          </ul>
          <p className="event-details__prizes">
            <SkeletonText lines={2} />
          </p>
        </>
      ) : (
        <>
          <ul data-testid="event-rules">
            {config.dailyAttempts > 0 && (
              <li>
                <Trans>{config.dailyAttempts} tries a day.</Trans>
              </li>
            )}
            {config.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="event-details__prizes" data-testid="event-prizes">
            <Trans>Prizes:</Trans> {config.prizes.map(rewardText).join(', ')}
          </p>
        </>
      )}
    </section>
  );
}
