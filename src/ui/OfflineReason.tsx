// The reason a live action's button is disabled offline (PWA issue 22, point 8): a visible,
// translated sentence the button points to with aria-describedby, so a screen reader says why
// too. One reason may serve several buttons (an actor's chat buttons share theirs).

import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { LiveAction } from './offlineActions.ts';
import { useIsOnline } from './useIsOnline.ts';
import './offlineReason.css';

function useReasonTexts(): Record<LiveAction, string> {
  const { t } = useLingui();
  return {
    chat: t`You are offline: live chats and calls start again when you are back online.`,
    buy: t`You are offline: you can buy again when you are back online.`,
    vote: t`You are offline: you can vote again when you are back online.`,
    topUp: t`You are offline: you can top up again when you are back online.`,
    checkout: t`You are offline: this works again when you are back online.`,
  };
}

export interface OfflineGate {
  isOffline: boolean;
  /** For the button's aria-describedby: the reason's id while offline. */
  describedBy: string | undefined;
  /** The reason while offline, else null; rendered next to the button(s). */
  reason: ReactNode;
  /** The reason's text while offline (a `title` where the reason cannot show beside the button). */
  text: string | undefined;
}

/**
 * The offline state of a live action: disable the button(s) with `isOffline`, show `reason`.
 * `compact` (the navbar, no room beside its buttons): the reason is for screen readers and the
 * button's `title` only.
 */
export function useOfflineGate(action: LiveAction | null, options: { compact?: boolean } = {}): OfflineGate {
  const isOnline = useIsOnline();
  const texts = useReasonTexts();
  const id = useId();
  if (isOnline || action === null) return { isOffline: false, describedBy: undefined, reason: null, text: undefined };
  const text = texts[action];
  return {
    isOffline: true,
    describedBy: id,
    reason: (
      <OfflineNote id={id} testId={`offline-reason-${action}`} compact={options.compact}>
        {text}
      </OfflineNote>
    ),
    text,
  };
}

/** An offline note in the place of a live action's result. */
export function OfflineNote({
  id,
  testId,
  compact = false,
  children,
}: {
  id?: string;
  testId: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <span id={id} className={compact ? 'visually-hidden' : 'offline-reason'} data-testid={testId}>
      {children}
    </span>
  );
}
