// What an incentive's banner says, by its type, in every language (the server sends numbers,
// never texts).
import { useLingui } from '@lingui/react/macro';
import type { Incentive } from '../../contract/entities.ts';

export function useIncentiveText(): (incentive: Incentive) => string {
  const { t } = useLingui();
  return (incentive) => {
    const percent = typeof incentive.content.bonusPercent === 'number' ? incentive.content.bonusPercent : 0;
    switch (incentive.type) {
      case 'specialTopUp':
        return t`Special top-up: ${percent}% extra credit on your next top-up.`;
      case 'refill':
        return t`Your balance is running low: top up now and get ${percent}% extra.`;
      case 'vip30':
        return t`Join the VIP club: VIP videos and a longer live preview.`;
      case 'onboarding':
        return t`New here? Let us show you around.`;
      case 'tagReward':
        return t`You earned a reward for today's activity.`;
      case 'vxcoinInfo':
        return t`What are coins? Find out how to pay with them.`;
      case 'buyImageAlbum':
        return t`Buy photo albums with coins and save.`;
      case 'videoPreviewEnd':
        return t`Liked the preview? Sign up to watch the whole video.`;
      default:
        return t`A special offer for you.`;
    }
  };
}
