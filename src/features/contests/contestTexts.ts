// What the guest reads about a vote's outcome, in the page's language.
import { useLingui } from '@lingui/react/macro';
import type { VoteOutcome } from './contestRules.ts';

export function useOutcomeText(): (outcome: VoteOutcome) => string {
  const { t } = useLingui();
  return (outcome) => {
    switch (outcome) {
      case 'voted':
        return t`Thank you for your vote.`;
      case 'needAvs':
        return t`Voting in this contest needs a verified age.`;
      case 'limitReached':
        return t`You have used all your votes in this contest.`;
      case 'alreadyVoted':
        return t`This entry already has your vote.`;
      case 'closed':
        return t`Voting has ended.`;
      case 'loginNeeded':
        return t`Log in to vote.`;
      case 'failed':
        return t`Your vote could not be counted. Please try again.`;
    }
  };
}
