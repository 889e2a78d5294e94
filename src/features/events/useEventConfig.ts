// A special event page's config (spec part 2 §7.10 event config): title, intro, rules, dates,
// tries and prizes from the server in the guest's language, asked again in a new language.

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getEventConfig } from '../../api/queryItems.ts';
import type { EventConfig } from '../../contract/queries/queryItems.ts';

/** undefined while loading, null when the event was never set up or the call failed. */
export function useEventConfig(type: string): EventConfig | null | undefined {
  const { i18n } = useLingui();
  const [state, setState] = useState<{ key: string; config: EventConfig | null } | null>(null);
  const key = `${type}:${i18n.locale}`;
  useEffect(() => {
    let current = true;
    getEventConfig(type).then(
      (config) => current && setState({ key, config }),
      () => current && setState({ key, config: null }),
    );
    return () => {
      current = false;
    };
  }, [type, key]);
  // A language switch keeps the last config on screen until the new one is in (no flash of stand-ins).
  return state === null ? undefined : state.config;
}
