// A livestream's program (the TV current program from the query service; spec §9 program info 10);
// a slot that plays a mediathek video links to that video's page.
import { Trans, useLingui } from '@lingui/react/macro';
import { getTvCurrentProgram } from '../../api/content.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { DEFAULTS } from '../../contract/constants.ts';
import type { TvChannel } from '../../contract/content.ts';
import { ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';

export function ProgramList({ channel }: { channel: TvChannel }) {
  const { i18n } = useLingui();
  const loaded = useLoaded(`tv-program:${channel}`, () => getTvCurrentProgram(channel, DEFAULTS.tvProgramInfo));
  if (loaded.status === 'loading') return <ListSkeleton kind="text" count={DEFAULTS.tvProgramInfo} listClassName="tv-program" />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The program could not be loaded.</Trans>
      </ListError>
    );
  const time = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <ol className="tv-program" data-testid={`tv-program-${channel}`}>
      {loaded.data.map((slot) => (
        <li key={`${slot.start}`} data-running={slot.isRunning || undefined}>
          <time dateTime={new Date(slot.start).toISOString()}>{time.format(slot.start)}</time>{' '}
          {slot.videoId === null ? (
            slot.title
          ) : (
            <RouteLink to="tvVideo" params={{ videoId: slot.videoId }}>
              {slot.title}
            </RouteLink>
          )}
          {slot.isRunning ? (
            <strong className="tv-program__now">
              {' '}
              <Trans>Now</Trans>
            </strong>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
