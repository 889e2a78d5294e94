// The incentive dialogs (spec part 1 §2 modals exitIntent, specialTopUp, vip30, onboarding,
// onboarding-choose, tag-reward-basic/pro/advanced, vxcoin-info, black-friday-2020,
// lexykalender2022/2023, actor-gift-calendar, vxmodelsites-conversion): what the offer is, the
// numbers of the incentive that opened it (a bonus percent, a countdown), and one button that
// leads to it. Taking the offer closes the incentive as accepted; closing the dialog leaves it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { setGuestInfo } from '../../api/incentives.ts';
import { useBuildPath } from '../../app/RouteLink.tsx';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import { MONEY } from '../../contract/constants.ts';
import type { PaymentFlow } from '../../contract/enums.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { closeIncentive, incentives } from '../../state/incentives.ts';
import { openModal } from '../../state/modals.ts';
import type { ModalBodyProps, ModalId } from '../../ui/modalRegistry.ts';
import { openCheckout, openLogin } from '../checkout/index.ts';

type Action =
  | { kind: 'checkout'; flow: PaymentFlow }
  | { kind: 'signup' }
  | { kind: 'modal'; id: ModalId }
  | { kind: 'route'; to: 'myBenefits' | 'adventCalendar' | 'cams' | 'videos' }
  | { kind: 'close' };

interface IncentiveDialog {
  title: MessageDescriptor;
  body: MessageDescriptor;
  button: MessageDescriptor;
  action: Action;
}

export const INCENTIVE_DIALOGS = {
  exitIntent: {
    title: msg`Before you go`,
    body: msg`Come back soon: your welcome offer is waiting. Top up now and get bonus credit on top.`,
    button: msg`Top up now`,
    action: { kind: 'checkout', flow: 'moneycharge' },
  },
  specialTopUp: {
    title: msg`Special top-up`,
    body: msg`For a short time only: extra credit on your next top-up.`,
    button: msg`Top up now`,
    action: { kind: 'checkout', flow: 'moneycharge' },
  },
  vip30: {
    title: msg`VIP club`,
    body: msg`VIP members watch all VIP videos and get a longer live preview in every chat.`,
    button: msg`Become VIP`,
    action: { kind: 'checkout', flow: 'vipabo' },
  },
  onboarding: {
    title: msg`Welcome`,
    body: msg`Live cams, videos and the messenger: tell us what you like and we show you around.`,
    button: msg`Let's start`,
    action: { kind: 'modal', id: 'onboarding-choose' },
  },
  'onboarding-choose': {
    title: msg`What do you like?`,
    body: msg`Start with live cams or with videos: you can switch at any time.`,
    button: msg`Live cams`,
    action: { kind: 'route', to: 'cams' },
  },
  'tag-reward-basic': {
    title: msg`Reward unlocked`,
    body: msg`You earned a basic reward for today's activity.`,
    button: msg`Take my reward`,
    action: { kind: 'close' },
  },
  'tag-reward-pro': {
    title: msg`Pro reward unlocked`,
    body: msg`You earned a pro reward for today's activity.`,
    button: msg`Take my reward`,
    action: { kind: 'close' },
  },
  'tag-reward-advanced': {
    title: msg`Advanced reward unlocked`,
    body: msg`You earned an advanced reward for today's activity.`,
    button: msg`Take my reward`,
    action: { kind: 'close' },
  },
  'vxcoin-info': {
    title: msg`About coins`,
    body: msg`Coins are the site's own currency: every euro you top up gives you ${MONEY.coinsPerEuro} coins.`,
    button: msg`Got it`,
    action: { kind: 'close' },
  },
  'black-friday-2020': {
    title: msg`Black Friday`,
    body: msg`During the Black Friday sale every top-up comes with bonus credit.`,
    button: msg`Top up now`,
    action: { kind: 'checkout', flow: 'moneycharge' },
  },
  lexykalender2022: {
    title: msg`Advent calendar 2022`,
    body: msg`Open a door every day until Christmas: there is a surprise behind each.`,
    button: msg`To the advent calendar`,
    action: { kind: 'route', to: 'adventCalendar' },
  },
  lexykalender2023: {
    title: msg`Advent calendar 2023`,
    body: msg`Open a door every day until Christmas: there is a surprise behind each.`,
    button: msg`To the advent calendar`,
    action: { kind: 'route', to: 'adventCalendar' },
  },
  'actor-gift-calendar': {
    title: msg`Gift calendar`,
    body: msg`A performer has a gift for you behind today's door.`,
    button: msg`To the calendar`,
    action: { kind: 'route', to: 'adventCalendar' },
  },
  'vxmodelsites-conversion': {
    title: msg`Welcome from your performer`,
    body: msg`You came from a performer's own website. Sign up for free to chat with her and watch her videos.`,
    button: msg`Sign up for free`,
    action: { kind: 'signup' },
  },
} as const satisfies Partial<Record<ModalId, IncentiveDialog>>;

export type IncentiveModalId = keyof typeof INCENTIVE_DIALOGS;

export default function IncentiveModalBody({ id, titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const buildPath = useBuildPath();
  const snap = useSnapshot(incentives);
  const dialog: IncentiveDialog = INCENTIVE_DIALOGS[id as IncentiveModalId];
  const incentive = snap.list.find((item) => item.id === snap.openedId) ?? null;
  // The numbers the server grants when the offer is taken (server/domain/offers.ts): one source.
  const percent = typeof incentive?.content.bonusPercent === 'number' ? incentive.content.bonusPercent : null;
  const bonusCents = typeof incentive?.content.bonusCents === 'number' ? incentive.content.bonusCents : null;
  const take = (action: Action = dialog.action) => {
    // An offer with a bonus is the account's: a guest without one logs in first and takes it then.
    if ((percent !== null || bonusCents !== null) && !showsLoggedInNow()) {
      close();
      void openLogin();
      return;
    }
    if (incentive) void closeIncentive(incentive, 'accepted');
    close();
    // onboarding-choose: the guest's choice is kept with the account (conversion/setGuestInfo)
    if (id === 'onboarding-choose' && action.kind === 'route' && showsLoggedInNow())
      void setGuestInfo('onboardingChoice', action.to).catch(() => undefined);
    if (action.kind === 'checkout') void openCheckout(action.flow);
    else if (action.kind === 'signup') void openLogin({ screenName: 'signup' });
    else if (action.kind === 'modal') openModal(action.id);
    else if (action.kind === 'route') location.assign(buildPath(action.to));
  };
  return (
    <div data-testid="incentive-modal-body" data-modal={id}>
      <h2 id={titleId} className="modal__title">
        {i18n._(dialog.title)}
      </h2>
      <p>{i18n._(dialog.body)}</p>
      {percent !== null && (
        <p data-testid="incentive-bonus">
          <Trans>Bonus: {percent}% extra credit</Trans>
        </p>
      )}
      {percent !== null && incentive?.countdown != null && (
        <p>
          <Trans>Valid for your next top-up within {Math.round(incentive.countdown / 60)} minutes of taking it.</Trans>
        </p>
      )}
      {bonusCents !== null && (
        <p data-testid="incentive-bonus">
          <Trans>Your reward: {formatCurrency(centsToEuros(bonusCents), 'EUR', i18n.locale)} credit on your balance.</Trans>
        </p>
      )}
      <button type="button" className="button button--primary" data-testid="incentive-take" onClick={() => take()}>
        {i18n._(dialog.button)}
      </button>
      {id === 'onboarding-choose' && (
        <button type="button" className="button" onClick={() => take({ kind: 'route', to: 'videos' })}>
          <Trans>Videos</Trans>
        </button>
      )}
    </div>
  );
}
