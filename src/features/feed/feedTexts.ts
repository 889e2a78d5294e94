// The feed's words for its codes: feed types (spec part 1 §3) and refusals (FEED_ERROR_CODES).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedType } from '../../contract/enums.ts';
import type { FeedErrorCode } from '../../contract/feed.ts';

export const FEED_TYPE_LABELS: Record<FeedType, MessageDescriptor> = {
  clip: msg`Clip`,
  hotClip: msg`Hot clip`,
  photoGallery: msg`Photo gallery`,
  photos: msg`Photos`,
  profileImage: msg`Profile image`,
  text: msg`Text`,
  photoContest: msg`Photo contest`,
};

const FEED_REFUSALS: Record<FeedErrorCode | 'failed', MessageDescriptor> = {
  notFound: msg`This post is no longer available.`,
  notPaid: msg`This post is free: nothing to buy.`,
  alreadyBought: msg`You already own this post.`,
  notEnoughMoney: msg`Your balance does not cover this. Top up and try again.`,
  failed: msg`That did not work. Please try again.`,
};

/** The refusal's words; an unknown code reads as a failure. */
export const refusalOf = (code: string): MessageDescriptor => FEED_REFUSALS[code as FeedErrorCode] ?? FEED_REFUSALS.failed;
