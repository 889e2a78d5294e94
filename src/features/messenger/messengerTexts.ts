// The messenger's sentences for codes and enums: the list views (spec part 1 §3 channel
// filters) and why a message was not sent (the contract's refusal codes). Message descriptors
// only; components translate them with i18n._().
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChannelFilter } from '../../contract/enums.ts';
import type { FailureCode } from './pendingMessages.ts';

export const FILTER_TEXTS: Record<ChannelFilter, MessageDescriptor> = {
  newest: msg`Newest`,
  archived: msg`Archived`,
  unread: msg`Unread`,
  blocked: msg`Blocked`,
};

/** What an empty view says. */
export const EMPTY_VIEW_TEXTS: Record<ChannelFilter, MessageDescriptor> = {
  newest: msg`No conversations yet. Write to one of the performers below.`,
  archived: msg`No archived conversations.`,
  unread: msg`No unread messages.`,
  blocked: msg`No blocked conversations.`,
};

export const FAILURE_TEXTS: Record<FailureCode, MessageDescriptor> = {
  NOT_ENOUGH_MONEY: msg`Not sent: your balance does not cover this message.`,
  CHANNEL_BLOCKED: msg`Not sent: this conversation is blocked.`,
  NOT_FOUND: msg`Not sent: this performer, gift or toy control is no longer available.`,
  VIP_REQUIRED: msg`Not sent: this gift is for VIP members.`,
  NOT_AVAILABLE: msg`Not sent: this performer has no toy to control.`,
  VALIDATION_FAILED: msg`Not sent: the message is empty or too long.`,
  NOT_SENT: msg`Not sent: the server could not take the message. Please try again.`,
};
