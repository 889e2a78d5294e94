import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { ChangeMethodForm } from './ChangeMethodForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { TopUpForm } from './TopUpForm.tsx';

/** The payment view's flows: top-ups, changing the saved method, and the payment settings. */
export function PaymentView({ flow, guest }: { flow: PaymentFlow; guest: CheckoutGuest }) {
  switch (flow) {
    case 'changecc':
    case 'changels':
      return <ChangeMethodForm flow={flow} guest={guest} />;
    case 'settings':
    case 'limit':
    case 'autorecharge':
      return <SettingsForm flow={flow} guest={guest} />;
    default:
      return <TopUpForm flow={flow} guest={guest} />;
  }
}
