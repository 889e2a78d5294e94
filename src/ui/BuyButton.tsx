// Every buy that spends the guest's money goes through this button (issue 20: a buy asks once).
// The first tap turns it into "Confirm €2.99"; a second, separate tap buys. Leaving the button
// (blur), Escape or BUY_CONFIRM_MS without a tap turn it back. The second click of a double click
// (event.detail > 1) never confirms, so a double click on "Buy" charges nothing, and a double
// click on "Confirm" buys once: the button waits for the answer (and the server charges once
// anyway). A guest who cannot be charged yet (logged out: the tap leads to the login) skips the
// question with `ask={false}`. Offline, the button is disabled with the reason shown (issue 22
// point 8): a purchase needs the server at that moment.

import { Trans } from '@lingui/react/macro';
import { type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { type BuyStep, buyStepAfterTap } from './buyStep.ts';
import { useOfflineGate } from './OfflineReason.tsx';
import type { LiveAction } from './offlineActions.ts';
import './buyButton.css';

/** How long the "Confirm" question stays before it turns back into the buy button. */
const BUY_CONFIRM_MS = 6000;

export interface BuyButtonProps {
  /** The price as shown, e.g. <Price money={...} />, or "40 coins (€10.00)". */
  price: ReactNode;
  /** Runs the purchase; the button shows `busyLabel` until it settles. */
  onBuy: () => unknown;
  /** The first step's label; "Buy for {price}" when not given. */
  label?: ReactNode;
  busyLabel?: ReactNode;
  /** A purchase on its way elsewhere (a store's pending flag): the button waits, disabled. */
  busy?: boolean;
  disabled?: boolean;
  /** False when the tap cannot charge (logged out): it runs `onBuy` at once. */
  ask?: boolean;
  testId: string;
  className?: string;
  type?: 'button' | 'submit';
  buttonRef?: Ref<HTMLButtonElement>;
  /** More data-* attributes for the button (e.g. the item's id). */
  data?: Record<`data-${string}`, string | number>;
  /** What the button does offline: disabled with this action's reason ('buy'), or null when the caller decides (the messenger's Send waits). */
  offlineAction?: LiveAction | null;
}

export function BuyButton({
  price,
  onBuy,
  label,
  busyLabel,
  busy = false,
  disabled = false,
  ask = true,
  testId,
  className,
  type = 'button',
  buttonRef,
  data,
  offlineAction = 'buy',
}: BuyButtonProps) {
  const offline = useOfflineGate(offlineAction);
  const [step, setStep] = useState<BuyStep>('idle');
  const buying = useRef(false);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (step !== 'confirm') return;
    const timer = setTimeout(() => setStep('idle'), BUY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const run = async () => {
    if (buying.current) return;
    buying.current = true;
    setRunning(true);
    try {
      await onBuy();
    } finally {
      buying.current = false;
      setRunning(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault(); // a submit button inside a form buys through this handler only
    if (busy || buying.current) return;
    const next = buyStepAfterTap(step, { ask, clickCount: event.detail });
    setStep(next === 'buy' ? 'idle' : next);
    if (next === 'buy') void run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || step !== 'confirm') return;
    event.stopPropagation(); // Escape takes the question back first, a dialog around stays open
    setStep('idle');
  };

  const pending = busy || running;
  const confirming = step === 'confirm' && !pending;
  const idleLabel = label ?? <Trans>Buy for {price}</Trans>;
  return (
    <span className="buy-button">
      <button
        {...data}
        ref={buttonRef}
        type={type}
        className={className ?? 'button button--primary'}
        data-testid={testId}
        data-step={running ? 'buying' : step}
        disabled={disabled || pending || offline.isOffline}
        aria-describedby={offline.describedBy}
        aria-busy={running}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={() => setStep('idle')}
      >
        {running ? (busyLabel ?? <Trans>Buying…</Trans>) : confirming ? <Trans>Confirm {price}</Trans> : idleLabel}
      </button>
      <span className="buy-button__hint" role="status" data-testid={`${testId}-hint`}>
        {confirming ? <Trans>Tap again to pay. Tap elsewhere to cancel.</Trans> : null}
      </span>
      {offline.reason}
    </span>
  );
}
