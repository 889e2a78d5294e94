import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../../../src/ui/Icon.tsx';
import { closeFrame } from '../frameState.ts';
import { ViewHeading } from './ViewHeading.tsx';

/**
 * The end of a flow: what happened, and "Done" (closes the frame as finished). A failed attempt
 * offers "Try again" instead of ending.
 */
export function ResultScreen({
  tone,
  title,
  children,
  onRetry,
}: {
  tone: 'success' | 'failure' | 'info';
  title: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <section className={`result result-${tone}`} aria-live="polite">
      <div className="result-icon" aria-hidden="true">
        {tone === 'success' ? <Icon name="check" /> : tone === 'failure' ? '!' : 'i'}
      </div>
      <ViewHeading>{title}</ViewHeading>
      <div className="result-body">{children}</div>
      <div className="actions">
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
        <button type="button" className={onRetry ? 'button button-secondary' : 'button'} onClick={() => closeFrame('done')}>
          <Trans>Done</Trans>
        </button>
      </div>
    </section>
  );
}
