// The vote-limit dialog (spec part 1 §5: at most 5 votes per contest): shown when a vote is
// refused because all votes of the contest are used.

import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LIMITS } from '../../contract/constants.ts';
import { Modal } from '../../ui/Modal.tsx';
import { closeContestDialog } from './store.ts';

export function VoteLimitDialog() {
  const titleId = useId();
  const limit = LIMITS.votesPerContest;
  return (
    <Modal id="vote-limit" titleId={titleId} onClose={closeContestDialog}>
      <div data-testid="vote-limit-modal">
        <h2 id={titleId} className="modal__title">
          <Trans>All votes used</Trans>
        </h2>
        <p>
          <Trans>You can vote for up to {limit} entries in each contest. Take back a vote to give it to another entry.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={closeContestDialog}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}
