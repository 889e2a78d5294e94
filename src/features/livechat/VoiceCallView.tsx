// An anonymous voice call's view, the live chat "in server mode" (spec part 1 §4): the voice server
// and the client id the call runs under (the voice server runs and bills it, so no meter here), or
// the refusal code with its explanation. Leaving shows the exit dialog; the page reloads when the
// call stops (voiceCall.ts).

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { LiveChatActor } from './liveChatRules.ts';
import { closeChat } from './store.ts';
import { hangUpVoiceCall, openVoiceCall, voiceCall } from './voiceCall.ts';
import { type VoiceCallErrorKey, voiceCallErrorKey } from './voiceCallRules.ts';

function useVoiceCallErrorText(): (key: VoiceCallErrorKey, name: string) => string {
  const { t } = useLingui();
  return (key, name) => {
    const texts: Record<VoiceCallErrorKey, string> = {
      invalidToken: t`Your session has expired. Reload the page and try again.`,
      actorUnavailable: t`${name} is not taking voice calls right now.`,
      unknown: t`The voice service could not start the call.`,
    };
    return texts[key];
  };
}

export function VoiceCallView({ actor }: { actor: LiveChatActor }) {
  const titleId = useId();
  const call = useSnapshot(voiceCall);
  const errorText = useVoiceCallErrorText();
  const name = actor.name;
  const code = call.resultCode;
  return (
    <section
      className="livechat livechat--server"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="livechat"
      data-mode="server"
      data-voice-status={call.status}
      data-id-hash={call.idHash ?? undefined}
    >
      <header className="livechat__header">
        <h2 id={titleId}>
          <Trans>Voice call with {name}</Trans>
        </h2>
        {call.status === 'connected' ? (
          <button type="button" className="button livechat__leave" data-testid="livechat-leave" onClick={hangUpVoiceCall}>
            <Trans>Leave the call</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="button livechat__leave"
            data-testid="livechat-close"
            disabled={call.status === 'starting'}
            onClick={closeChat}
          >
            <Trans>Close</Trans>
          </button>
        )}
      </header>
      <div className="livechat-server">
        {call.status === 'starting' ? (
          <p role="status" data-testid="voicecall-starting">
            <Trans>Connecting your voice call…</Trans>
          </p>
        ) : null}
        {call.status === 'connected' ? (
          <>
            <p role="status" data-testid="voicecall-connected">
              <Trans>Your voice call runs on the voice service.</Trans>
            </p>
            <dl className="livechat-server__details">
              <dt>
                <Trans>Voice server</Trans>
              </dt>
              <dd data-testid="voicecall-server">{call.server}</dd>
              <dt>
                <Trans>Client id</Trans>
              </dt>
              <dd data-testid="voicecall-client-id">{call.clientId}</dd>
            </dl>
            <p className="livechat-note">
              <Trans>
                The voice service bills the call by the minute. Nothing is charged to your balance here, and you need no account.
              </Trans>
            </p>
          </>
        ) : null}
        {call.status === 'refused' && code !== null ? (
          <div role="alert" data-testid="voicecall-error" data-result-code={code}>
            <p>{errorText(voiceCallErrorKey(code), name)}</p>
            <p className="livechat-note">
              <Trans>Error code {code}</Trans>
            </p>
          </div>
        ) : null}
        {call.status === 'failed' ? (
          <div role="alert" data-testid="voicecall-failed">
            <p>
              <Trans>The voice call could not be started. Please check your connection and try again.</Trans>
            </p>
            <button type="button" className="button button--primary" onClick={() => void openVoiceCall(actor)}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
