// Until a feature brings a modal's real dialog, its body says what the dialog is for.
// Replaced entry by entry in modalRegistry.ts.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { LIMITS, MONEY } from '../../contract/constants.ts';
import type { Language } from '../../contract/enums.ts';
import { placeholderMessages } from '../../i18n/lazyCatalogs.ts';
import type { ModalBodyProps, ModalId } from '../modalRegistry.ts';

interface PlaceholderText {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

const TEXTS: Record<ModalId, PlaceholderText> = {
  'conversion-chat': {
    title: msg`Free chat with a performer`,
    body: msg`A performer invites you to a free trial chat. Start it before the countdown runs out.`,
  },
  vip30: {
    title: msg`VIP club`,
    body: msg`Join the VIP club to watch VIP videos and get a longer live preview in every chat.`,
  },
  'black-friday-2020': {
    title: msg`Black Friday offer`,
    body: msg`During the Black Friday sale every top-up comes with bonus credit.`,
  },
  avs: {
    title: msg`Age verification`,
    body: msg`Some content is for verified adults only. Verify your age once to unlock it.`,
  },
  'tag-reward-basic': {
    title: msg`Reward unlocked`,
    body: msg`You earned a basic reward for today's activity. It is waiting in your benefits.`,
  },
  'tag-reward-pro': {
    title: msg`Pro reward unlocked`,
    body: msg`You earned a pro reward for today's activity. It is waiting in your benefits.`,
  },
  'tag-reward-advanced': {
    title: msg`Advanced reward unlocked`,
    body: msg`You earned an advanced reward for today's activity. It is waiting in your benefits.`,
  },
  'actor-gift-calendar': {
    title: msg`Gift calendar`,
    body: msg`A performer's gift calendar: open today's door for a surprise.`,
  },
  'not-enough-money': {
    title: msg`Your balance is too low`,
    body: msg`You do not have enough credit for this. Topping up your balance right here is coming soon.`,
  },
  lexykalender2022: {
    title: msg`Advent calendar 2022`,
    body: msg`A new surprise behind every door of the 2022 advent calendar.`,
  },
  lexykalender2023: {
    title: msg`Advent calendar 2023`,
    body: msg`A new surprise behind every door of the 2023 advent calendar.`,
  },
  'video-with-player': {
    title: msg`Video`,
    body: msg`The video plays here, with its details and the option to buy it.`,
  },
  'feed-signup': {
    title: msg`Sign up to see the feed`,
    body: msg`Create a free account to follow performers and see their posts in your feed.`,
  },
  'sexole-login': {
    title: msg`Please log in`,
    body: msg`Log in or create a free account to continue on this site.`,
  },
  'es-avs': {
    title: msg`Age check`,
    body: msg`Confirm that you are of legal age before you enter this site.`,
  },
  exitIntent: {
    title: msg`Before you go`,
    body: msg`Leaving already? Here is a welcome offer for your next visit.`,
  },
  specialTopUp: {
    title: msg`Special top-up`,
    body: msg`A limited top-up offer with bonus credit on your next top-up.`,
  },
  'vxmodelsites-conversion': {
    title: msg`Welcome from your performer`,
    body: msg`You came from a performer's own website: here is her welcome offer.`,
  },
  'five-days-bonus': {
    title: msg`Five-day bonus`,
    body: msg`Visit on five days in a row and collect a bonus on each of them.`,
  },
  onboarding: {
    title: msg`Welcome`,
    body: msg`A short tour of live cams, videos and the messenger.`,
  },
  'onboarding-choose': {
    title: msg`What do you like?`,
    body: msg`Choose your interests and we will show you performers you will like.`,
  },
  'fifteen-minutes-preview': {
    title: msg`Free preview`,
    body: msg`Watch a live chat for a while free of charge before you decide.`,
  },
  'vxcoin-info': {
    title: msg`About coins`,
    body: msg`Coins are the site's currency: you get ${MONEY.coinsPerEuro} coins for every euro you top up.`,
  },
  'modal-wrapper-example': {
    title: msg`Example dialog`,
    body: msg`An example of the frame that every dialog on this site uses.`,
  },
  'contest-like': {
    title: msg`Vote counted`,
    body: msg`Thank you for voting. You can vote up to ${LIMITS.votesPerContest} times in each contest.`,
  },
  survey: {
    title: msg`Quick survey`,
    body: msg`Tell us what you think of the site. It takes about a minute.`,
  },
  'playlist-delete': {
    title: msg`Delete this playlist?`,
    body: msg`The playlist will be deleted. The videos in it stay in your library.`,
  },
  'playlist-cancel-changes': {
    title: msg`Discard your changes?`,
    body: msg`Your changes to the playlist have not been saved yet.`,
  },
};

export default function PlaceholderModalBody({ id, titleId, close }: ModalBodyProps) {
  const { i18n } = useLingui();
  use(placeholderMessages(i18n.locale as Language));
  const text = TEXTS[id];
  return (
    <div className="modal-placeholder" data-testid="modal-placeholder-body">
      <h2 id={titleId} className="modal__title">
        {i18n._(text.title)}
      </h2>
      <p>{i18n._(text.body)}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          <Trans>OK</Trans>
        </button>
      </div>
    </div>
  );
}
