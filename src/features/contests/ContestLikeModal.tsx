// The contest-like dialog (spec part 1 §2 modal contest-like): confirms a vote, says how many
// votes are left, and lets the guest hide it for later votes (hideConfirmWindow).
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { votesLeft } from '../../contract/contests.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { contest, setHideConfirmWindow } from './store.ts';

export default function ContestLikeModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const snap = useSnapshot(contest);
  const left = votesLeft(snap.guestData.voteCount);
  return (
    <div data-testid="contest-like-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Thank you for your vote</Trans>
      </h2>
      <p data-testid="contest-like-left">
        <Trans>Votes left in this contest: {left}</Trans>
      </p>
      <label>
        <input type="checkbox" checked={snap.hideConfirmWindow} onChange={(event) => setHideConfirmWindow(event.target.checked)} />
        <Trans>Do not show this again</Trans>
      </label>
      <button type="button" className="button button--primary" onClick={close}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
