// The messenger's right pane while no conversation is open: a prompt to choose one from the
// list, or, for a guest with no conversation at all, whom to write to (the recommended
// performers, spec part 1 §2: a strip of the first 9 and a grid). Tiles of performers beside
// a list of conversations the guest already has would be unrelated to what the pane is for.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Icon } from '../../ui/Icon.tsx';
import { RecommendedActors } from './RecommendedActors.tsx';
import { messenger } from './store.ts';

export function NoConversation() {
  const snap = useSnapshot(messenger);
  if (snap.channelsStatus === 'idle' || snap.channelsStatus === 'loading') return null;
  const hasChannels = snap.channels.length > 0;
  return (
    <div className="no-conversation" data-testid="no-conversation" data-has-channels={String(hasChannels)}>
      <div className="no-conversation__prompt">
        <Icon name="chat" className="no-conversation__icon" />
        <h2>{hasChannels ? <Trans>Choose a conversation</Trans> : <Trans>No conversations yet</Trans>}</h2>
        <p>
          {hasChannels ? (
            <Trans>Pick one from the list to read it and answer.</Trans>
          ) : (
            <Trans>Write to a performer: your conversations will be listed here.</Trans>
          )}
        </p>
      </div>
      {hasChannels ? null : <RecommendedActors withGrid />}
    </div>
  );
}
