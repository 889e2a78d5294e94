// A series' heading on its pages (the series and its videos): the title once loaded, a one-line
// stand-in while it loads, and the not-found line when the series is not there.
import { Trans } from '@lingui/react/macro';
import { TextSkeleton } from '../../ui/ListState.tsx';

export function SeriesHeading({ status, title }: { status: 'loading' | 'ok' | 'error'; title: string | undefined }) {
  if (status === 'error') {
    return (
      <p role="alert" data-testid="tv-not-found">
        <Trans>This series does not exist or could not be loaded.</Trans>
      </p>
    );
  }
  return <h1>{status === 'ok' ? title : <TextSkeleton />}</h1>;
}
