// The feed-signup dialog (spec part 1 §2 modal feed-signup): an anonymous guest tried to like,
// comment, buy or tip a post; those need a free account.
import { Trans } from '@lingui/react/macro';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { openLogin } from '../checkout/index.ts';

export default function FeedSignupModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const go = (screenName: 'signup' | 'login') => {
    close();
    void openLogin({ screenName });
  };
  return (
    <div className="feed-signup" data-testid="feed-signup">
      <h2 id={titleId}>
        <Trans>Join the feed</Trans>
      </h2>
      <p>
        <Trans>Create a free account to like and comment on posts, unlock paid posts and tip the performers you like.</Trans>
      </p>
      <button type="button" className="button button--primary" data-testid="feed-signup-signup" onClick={() => go('signup')}>
        <Trans>Sign up for free</Trans>
      </button>{' '}
      <button type="button" className="button" data-testid="feed-signup-login" onClick={() => go('login')}>
        <Trans>Log in</Trans>
      </button>
    </div>
  );
}
