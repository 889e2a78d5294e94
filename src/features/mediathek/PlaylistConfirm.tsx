// The body both playlist dialogs share: a question about one playlist, a confirming button that
// runs what was asked for (pendingConfirm.ts), and one that leaves things as they are.
import type { ReactNode } from 'react';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { type ConfirmDialog, clearPendingConfirm, pendingConfirm } from './pendingConfirm.ts';

export interface PlaylistConfirmTexts {
  question: (name: string) => ReactNode;
  explanation: ReactNode;
  confirm: ReactNode;
  keep: ReactNode;
}

export function PlaylistConfirm({
  dialog,
  titleId,
  close,
  texts,
  testIds,
}: {
  dialog: ConfirmDialog;
  titleId: string;
  close: () => void;
  texts: PlaylistConfirmTexts;
  testIds: { confirm: string; keep: string };
}) {
  useLaterTexts();
  const pending = pendingConfirm(dialog);
  const done = () => {
    clearPendingConfirm(dialog);
    close();
  };
  return (
    <div data-testid={dialog}>
      <h2 id={titleId}>{texts.question(pending?.name ?? '')}</h2>
      <p>{texts.explanation}</p>
      <div className="modal-actions">
        <button
          type="button"
          className="button button--primary"
          data-testid={testIds.confirm}
          onClick={() => void Promise.resolve(pending?.confirm()).finally(done)}
        >
          {texts.confirm}
        </button>
        <button type="button" className="button" data-testid={testIds.keep} onClick={done}>
          {texts.keep}
        </button>
      </div>
    </div>
  );
}
