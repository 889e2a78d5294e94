// The listing orders' names, shared by the desktop filter bar and the mobile camera filter.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingSort } from './listingRules.ts';

export const SORT_LABELS: Record<ListingSort, MessageDescriptor> = {
  onlineFirst: msg`Online first`,
  rank: msg`Most popular`,
  newest: msg`Newest`,
  name: msg`Name`,
};
