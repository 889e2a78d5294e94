import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { changeFlow } from '../frameState.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { AbosList } from './AbosList.tsx';
import { PlanCheckout } from './PlanCheckout.tsx';

/** vxabo and vxtvabo: the TV plan; vxsettings: the guest's subscriptions and cancelling. */
export function VxAboView({ flow, guest }: { flow: PaymentFlow; guest: CheckoutGuest }) {
  // Subscribed in this view: its success screen stays until the guest closes it.
  const [subscribedHere, setSubscribedHere] = useState(false);
  if (flow === 'vxsettings' || (guest.isVXTVAboSubscriber && !subscribedHere)) {
    return (
      <div className="view-form">
        <ViewHeading>
          <Trans>Your subscriptions</Trans>
        </ViewHeading>
        {flow !== 'vxsettings' ? (
          <p className="lead">
            {guest.isVip ? <Trans>TV is included in your VIP subscription.</Trans> : <Trans>You already have TV.</Trans>}
          </p>
        ) : null}
        <AbosList flow={flow} guest={guest} />
        {guest.isVXTVAboSubscriber ? null : (
          <div className="actions actions-start">
            <button type="button" className="button" onClick={() => changeFlow('vxtvabo')}>
              <Trans>Get TV</Trans>
            </button>
            <button type="button" className="button button-secondary" onClick={() => changeFlow('vipabo')}>
              <Trans>Become VIP</Trans>
            </button>
          </div>
        )}
      </div>
    );
  }
  return (
    <PlanCheckout
      flow={flow}
      guest={guest}
      choices={[{ plan: 'vxtv', trial: false }]}
      initial={{ plan: 'vxtv', trial: false }}
      title={<Trans>Watch TV</Trans>}
      perks={
        <ul className="perks">
          <li>
            <Trans>Every TV format and show</Trans>
          </li>
          <li>
            <Trans>New episodes every week</Trans>
          </li>
        </ul>
      }
      successTitle={<Trans>Enjoy TV</Trans>}
      onSubscribed={() => setSubscribedHere(true)}
    />
  );
}
