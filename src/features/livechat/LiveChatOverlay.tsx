// The live chat view (live chat issue), loaded when the guest first presses a chat button: the
// start dialog, the running chat over the page (or an anonymous voice call's view, server mode),
// then the exit dialog. It listens to the chat
// frames while it is on screen; leaving the page or closing the tab leaves a running chat, so no
// chat is billed that nobody sees.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ChatExitDialog } from './ChatExitDialog.tsx';
import { ChatStartDialog } from './ChatStartDialog.tsx';
import { RunningChat } from './RunningChat.tsx';
import { dropChatView, leaveChat, listenToChatFrames, liveChat } from './store.ts';
import { VoiceCallView } from './VoiceCallView.tsx';
import './livechat.css';

/** Views on screen: the chat is dropped only when the last one is gone, not in a remount. */
let mounted = 0;

export default function LiveChatOverlay() {
  useLaterTexts();
  const snap = useSnapshot(liveChat);

  useEffect(() => {
    mounted += 1;
    const off = listenToChatFrames();
    // the tab closes or goes to another site: a pagehide is the last moment to say so
    addEventListener('pagehide', leaveChat);
    return () => {
      mounted -= 1;
      off();
      removeEventListener('pagehide', leaveChat);
      // StrictMode (development) unmounts and mounts again at once: drop only a view really gone
      setTimeout(() => {
        if (mounted === 0) dropChatView();
      }, 0);
    };
  }, []);

  const actor = snap.actor;
  if (!actor) return null;
  if (snap.phase === 'confirm' || snap.phase === 'starting') return <ChatStartDialog actor={actor} />;
  if (snap.phase === 'running') return <RunningChat actor={actor} />;
  if (snap.phase === 'server') return <VoiceCallView actor={actor} />;
  if (snap.phase === 'ended' && snap.exit) return <ChatExitDialog actor={actor} exit={snap.exit} />;
  return null;
}
