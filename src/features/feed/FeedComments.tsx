// A post's comments (spec part 1 §3 comments with replies, tipped and isCreator; §9 limit 500):
// newest first, replies under their comment, the creator's and tippers' marked; the guest writes
// comments and replies and deletes their own. Text is shown as text, never as HTML.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FEED } from '../../contract/feed.ts';
import type { FeedComment } from './api.ts';
import { addComment, feed, loadComments, removeComment } from './store.ts';

function CommentForm({ postId, parentId, onDone }: { postId: number; parentId: number | null; onDone?: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <form
      className="feed-comment-form"
      data-testid={parentId === null ? 'feed-comment-form' : 'feed-reply-form'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim() || sending) return;
        setSending(true);
        void addComment(postId, text, parentId).then((stored) => {
          setSending(false);
          setFailed(!stored);
          if (stored) {
            setText('');
            onDone?.();
          }
        });
      }}
    >
      <textarea
        value={text}
        maxLength={FEED.commentMaxLength}
        onChange={(event) => setText(event.target.value)}
        aria-label={parentId === null ? t`Your comment` : t`Your reply`}
        rows={2}
      />
      <button type="submit" className="button" disabled={sending || !text.trim()}>
        {parentId === null ? <Trans>Comment</Trans> : <Trans>Reply</Trans>}
      </button>
      {failed ? (
        <p role="alert" className="feed-notice">
          <Trans>Your comment could not be posted.</Trans>
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({ postId, comment, isReply }: { postId: number; comment: FeedComment; isReply: boolean }) {
  const { i18n } = useLingui();
  const [replying, setReplying] = useState(false);
  return (
    <li
      className="feed-comment"
      data-testid={isReply ? 'feed-reply' : 'feed-comment'}
      data-creator={String(comment.isCreator)}
      data-tipped={String(comment.tipped)}
    >
      <p className="feed-comment__head">
        <strong>{comment.authorName}</strong>
        {comment.isCreator ? (
          <span className="feed-badge">
            <Trans>Creator</Trans>
          </span>
        ) : null}
        {comment.tipped ? (
          <span className="feed-badge feed-badge--tip">
            <Trans>Tipped</Trans>
          </span>
        ) : null}
        <time dateTime={new Date(comment.created).toISOString()}>
          {new Date(comment.created).toLocaleString(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </p>
      <p className="feed-comment__text">{comment.text}</p>
      <p className="feed-comment__actions">
        <button type="button" className="button feed-action" onClick={() => setReplying(!replying)}>
          <Trans>Reply</Trans>
        </button>
        {comment.isOwn ? (
          <button
            type="button"
            className="button feed-action"
            data-testid="feed-comment-delete"
            onClick={() => void removeComment(postId, comment.id)}
          >
            <Trans>Delete</Trans>
          </button>
        ) : null}
      </p>
      {replying ? <CommentForm postId={postId} parentId={comment.parentId ?? comment.id} onDone={() => setReplying(false)} /> : null}
      {comment.replies.length ? (
        <ul className="feed-comments feed-comments--replies">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} postId={postId} comment={reply} isReply />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function FeedComments({ postId }: { postId: number }) {
  const snap = useSnapshot(feed);
  const list = snap.comments[postId];
  useEffect(() => {
    void loadComments(postId);
  }, [postId]);
  return (
    <section className="feed-comments-box" data-testid="feed-comments">
      <CommentForm postId={postId} parentId={null} />
      {list?.status === 'error' ? (
        <p role="alert">
          <Trans>The comments could not be loaded.</Trans>
        </p>
      ) : null}
      {list?.items.length ? (
        <ul className="feed-comments">
          {list.items.map((comment) => (
            <CommentItem key={comment.id} postId={postId} comment={comment as FeedComment} isReply={false} />
          ))}
        </ul>
      ) : list?.status === 'ok' ? (
        <p className="feed-empty">
          <Trans>No comments yet. Be the first!</Trans>
        </p>
      ) : null}
    </section>
  );
}
