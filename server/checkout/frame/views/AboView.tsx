import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { AbosList } from './AbosList.tsx';
import { PlanCheckout, type PlanChoice } from './PlanCheckout.tsx';

/** What VIP brings (spec: VIP videos free, counts as TV, longer live preview). */
function VipPerks() {
  return (
    <ul className="perks">
      <li>
        <Trans>All VIP videos free</Trans>
      </li>
      <li>
        <Trans>TV included</Trans>
      </li>
      <li>
        <Trans>Longer live preview in every chat</Trans>
      </li>
    </ul>
  );
}

/** vipabo and trialvipabo: the VIP plan, its one-time trial, and the guest's subscriptions. */
export function AboView({ flow, guest }: { flow: PaymentFlow; guest: CheckoutGuest }) {
  // Subscribed in this view: its success screen stays until the guest closes it.
  const [subscribedHere, setSubscribedHere] = useState(false);
  if (guest.isVip && !subscribedHere) {
    return (
      <div className="view-form">
        <ViewHeading>
          <Trans>You are VIP</Trans>
        </ViewHeading>
        <VipPerks />
        <AbosList flow={flow} guest={guest} />
      </div>
    );
  }
  const choices: PlanChoice[] = guest.hasUsedVipTrial
    ? [{ plan: 'vip', trial: false }]
    : [
        { plan: 'vip', trial: true },
        { plan: 'vip', trial: false },
      ];
  const initial = choices.find((c) => c.trial === (flow === 'trialvipabo')) ?? choices[0]!;
  return (
    <PlanCheckout
      flow={flow}
      guest={guest}
      choices={choices}
      initial={initial}
      title={<Trans>Become VIP</Trans>}
      perks={<VipPerks />}
      successTitle={<Trans>Welcome to VIP</Trans>}
      onSubscribed={() => setSubscribedHere(true)}
    />
  );
}
