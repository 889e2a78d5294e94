// The live chat's words that depend on a value (spec part 1 §1 chat kinds, §4 exit and end codes):
// each kind's name, each exit text key's explanation and each toy refusal, translated. Which code gets which
// explanation is the pure map in liveChatRules.ts; the Record types below make a new key or kind
// a compile error until it has its text.
import { useLingui } from '@lingui/react/macro';
import type { ChatKind } from '../../contract/chat.ts';
import type { ExitTextKey, ToyErrorCode } from './liveChatRules.ts';

export function useChatKindName(): (kind: ChatKind) => string {
  const { t } = useLingui();
  const names: Record<ChatKind, string> = {
    single: t`Live chat`,
    singlec2c: t`Two-way cam chat`,
    voyeur: t`Voyeur chat`,
    privateVoyeur: t`Private voyeur chat`,
    free: t`Free chat`,
    livePreview: t`Live preview`,
    videoCall: t`Video call`,
    conversion: t`Free welcome chat`,
  };
  return (kind) => names[kind];
}

/** The exit dialog's explanation of a code's text key; `name` is the actor's. */
export function useExitText(): (key: ExitTextKey, name: string) => string {
  const { t } = useLingui();
  return (key, name) => {
    const texts: Record<ExitTextKey, string> = {
      guestLeft: t`You left the chat.`,
      guestSideEnded: t`The chat was closed on your side: your connection or your browser stopped it.`,
      actorEnded: t`${name} ended the chat.`,
      actorSideEnded: t`The chat ended on ${name}'s side: the stream stopped or ${name} had to go.`,
      adminKick: t`Our support team ended this chat. If you think this was a mistake, please contact support.`,
      previewEnded: t`The free preview is over. Start a paid chat to stay with ${name}.`,
      previewLimitReached: t`You have used all of today's free previews. Start a paid chat to see ${name} now.`,
      noMoney: t`Your balance does not cover the next minute of chat. Top up to chat on.`,
      textTimeLimit: t`The time for the text chat is up.`,
      timeLimit: t`This chat has reached its time limit.`,
      ageRestriction: t`This chat is only open to guests with a completed age check.`,
      actorUnavailable: t`${name} does not offer this chat right now.`,
      serverEnded: t`The chat was interrupted on our side. You only paid for the minutes that had started.`,
      otherEnd: t`The chat has ended.`,
    };
    return texts[key];
  };
}

/** Why a toy control was refused, in the guest's words; `name` is the actor's. */
export function useToyErrorText(): (code: ToyErrorCode, name: string) => string {
  const { t } = useLingui();
  return (code, name) => {
    const texts: Record<ToyErrorCode, string> = {
      notAvailable: t`${name}'s toy cannot be controlled right now. Nothing was charged.`,
      notEnoughMoney: t`Your balance does not cover this toy control. Nothing was charged.`,
      notFound: t`This toy control is no longer offered. Nothing was charged.`,
      failed: t`The toy control could not be confirmed. Please try again.`,
    };
    return texts[code];
  };
}
