// The navigation's sidebar data (spec part 2 §7.10): live counts beside the main sections and the
// special events with a page, asked each time the menu opens (counts change by the minute) and
// again in a new language (the events' titles are the server's, in the guest's language).

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getSidebarData } from '../../api/queryItems.ts';
import type { SidebarData } from '../../contract/queries/queryItems.ts';
import { EVENT_PAGE_TYPES } from '../../features/events/eventPages.ts';

export type SidebarState = { status: 'loading' } | { status: 'ready'; data: SidebarData } | { status: 'error' };

export function useSidebarData(): SidebarState {
  const { i18n } = useLingui();
  const [state, setState] = useState<SidebarState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getSidebarData(EVENT_PAGE_TYPES).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [i18n.locale]);
  return state;
}
