// What a reward is, in the guest's words (spec part 1 §3 Reward / game: video, bonus code, coins,
// voucher, spins, messenger gift). Used by the spin wheel and the special event pages.
import { useLingui } from '@lingui/react/macro';
import type { VoucherType } from '../../contract/account.ts';
import type { GameReward } from '../../contract/entities/engagement.ts';
import { VOUCHER_TEXTS } from '../account/accountTexts.ts';

/** A function that describes a reward: "20 coins", "2 × Message vouchers", ... */
export function useRewardText(): (reward: GameReward) => string {
  const { t, i18n } = useLingui();
  return (reward) => {
    const amount = reward.amount;
    switch (reward.type) {
      case 'coins':
        return t`${amount} coins`;
      case 'spins':
        return t`${amount} extra spins`;
      case 'video':
        return t`A free video`;
      case 'bonusCode':
        return t`A bonus on your balance`;
      case 'messengerGift':
        return t`${amount} messenger gifts`;
      case 'voucher': {
        const voucher =
          typeof reward.value === 'number' && reward.value in VOUCHER_TEXTS
            ? i18n._(VOUCHER_TEXTS[reward.value as VoucherType])
            : t`Vouchers`;
        return `${amount} × ${voucher}`;
      }
      default:
        return t`A reward`;
    }
  };
}
