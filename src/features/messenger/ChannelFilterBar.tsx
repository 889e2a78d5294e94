// The channel list's views (spec part 1 §2, §3 channel filters): newest, archived, unread,
// blocked, and the online-only toggle.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { CHANNEL_FILTERS } from '../../contract/enums.ts';
import { FILTER_TEXTS } from './messengerTexts.ts';
import { messenger, setFilter, setOnlineOnly } from './store.ts';

export function ChannelFilterBar() {
  const { i18n, t } = useLingui();
  const { view } = useSnapshot(messenger);
  return (
    <div className="channel-filters">
      <div className="channel-filter-tabs" role="group" aria-label={t`Show conversations`}>
        {CHANNEL_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="channel-filter"
            aria-pressed={view.filter === filter}
            data-testid={`channel-filter-${filter}`}
            onClick={() => setFilter(filter)}
          >
            {i18n._(FILTER_TEXTS[filter])}
          </button>
        ))}
      </div>
      <label className="channel-online-only">
        <input
          type="checkbox"
          checked={view.onlineOnly}
          data-testid="channel-online-only"
          onChange={(event) => setOnlineOnly(event.currentTarget.checked)}
        />
        <Trans>Online only</Trans>
      </label>
    </div>
  );
}
