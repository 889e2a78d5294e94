// What a guest who is not premium sees instead of a premium stream (spec part 1 §4, §6:
// premium means VIP or the TV plan; only logged-in guests are offered a plan, others login):
// the TV plan and VIP through the existing checkout flows for plans.
import { Trans } from '@lingui/react/macro';
import { startCheckout, startLogin } from '../account/checkoutActions.ts';

export function PremiumOffer({ offer }: { offer: 'login' | 'plan' }) {
  return (
    <section className="tv-premium-offer" data-testid="tv-premium-offer" data-offer={offer}>
      <h2>
        <Trans>Premium TV is for VIP and TV plan members</Trans>
      </h2>
      <p>
        <Trans>Watch the premium livestream and every premium series with the TV plan. VIP includes the TV plan.</Trans>
      </p>
      {offer === 'login' ? (
        <button type="button" className="button button--primary" data-testid="tv-offer-login" onClick={() => startLogin()}>
          <Trans>Log in to watch</Trans>
        </button>
      ) : (
        <div className="tv-premium-offer__actions">
          <button type="button" className="button button--primary" data-testid="tv-offer-plan" onClick={() => startCheckout('vxtvabo')}>
            <Trans>Get the TV plan</Trans>
          </button>
          <button type="button" className="button" data-testid="tv-offer-vip" onClick={() => startCheckout('vipabo')}>
            <Trans>Become VIP</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
