import { useId, useRef, useState } from 'react';
import type { BlogComment } from '../../contract';
import { REPLY_COLLAPSE_AT } from '../../lib/constants';
import { useT } from '../../ui/use-t';
import { CommentBox } from './comment-box';
import { commentDate } from './comment-date';
import { DeleteConfirm } from './delete-confirm';
import { ReactionIcon } from './reaction-icon';
import type { CommentActions } from './use-comment-actions';

interface Props {
  comment: BlogComment;
  actions: CommentActions;
}

/**
 * One comment and, below it, its replies (SPEC §2 Blog comments): the author and time, the text (React
 * renders it as text, so markup in it stays inert), like and dislike (pressed when the client's ClientID
 * is in the list), Reply opening its own box, Delete only on the client's own comment, and the replies —
 * inline when fewer than REPLY_COLLAPSE_AT, else behind an 'N replies' button.
 */
export function CommentItem({ comment, actions }: Props) {
  const { t, tp, lang } = useT();
  const nameId = useId();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Posting a reply and cancelling a delete take away the control that had focus (the reply box, the
  // question): focus returns to the button that opened it instead of falling to the page's <body>.
  const replyButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { me } = actions;
  const name = comment.blog_user_name ?? t('blog.anonymous');
  const mine = me !== null && comment.ClientID === me.ClientID;
  const liked = me !== null && comment.likes.some((like) => like.ClientID === me.ClientID);
  const disliked = me !== null && comment.dislikes.some((like) => like.ClientID === me.ClientID);
  const replies = comment.childrens;
  const collapsible = replies.length >= REPLY_COLLAPSE_AT;
  const repliesShown = replies.length > 0 && (!collapsible || showReplies);
  const id = comment.blogActivityID;

  return (
    <article className="blog-comment" aria-labelledby={nameId} data-comment-id={id}>
      <header className="blog-comment-head">
        <strong id={nameId}>{name}</strong>
        <time dateTime={comment.created_at ?? undefined}>{commentDate(lang, comment.created_at)}</time>
      </header>
      <p className="blog-comment-text">{comment.blog_comment}</p>
      <div className="blog-comment-actions">
        <button
          type="button"
          className="blog-reaction"
          aria-pressed={liked}
          onClick={() => void actions.react('add-like', id, comment.likes)}
        >
          <ReactionIcon />
          <span className="bb-visually-hidden">{t('blog.likeComment', { name })} </span>
          {comment.likes.length}
        </button>
        <button
          type="button"
          className="blog-reaction"
          aria-pressed={disliked}
          onClick={() => void actions.react('add-dislike', id, comment.dislikes)}
        >
          <ReactionIcon down />
          <span className="bb-visually-hidden">{t('blog.dislikeComment', { name })} </span>
          {comment.dislikes.length}
        </button>
        <button
          ref={replyButton}
          type="button"
          className="blog-link-button"
          aria-expanded={replying}
          aria-label={t('blog.replyTo', { name })}
          onClick={() => (replying ? setReplying(false) : actions.whenSignedIn(() => setReplying(true)))}
        >
          {t('blog.reply')}
        </button>
        {mine && (
          <button
            ref={deleteButton}
            type="button"
            className="blog-link-button blog-delete"
            aria-label={t('blog.deleteYours')}
            onClick={() => setConfirming(true)}
          >
            {t('blog.delete')}
          </button>
        )}
      </div>
      {mine && confirming && (
        <DeleteConfirm
          onCancel={() => {
            setConfirming(false);
            deleteButton.current?.focus();
          }}
          onConfirm={() => actions.remove(id)}
        />
      )}
      {replying && (
        <CommentBox
          label={t('blog.replyLabel', { name })}
          placeholder={t('blog.replyPlaceholder')}
          submitLabel={t('blog.postReply')}
          onPost={(text) => actions.post(text, id)}
          onPosted={() => {
            setReplying(false);
            setShowReplies(true);
            replyButton.current?.focus();
          }}
          autoFocus
        />
      )}
      {collapsible && (
        <button
          type="button"
          className="blog-link-button blog-replies-toggle"
          aria-expanded={showReplies}
          onClick={() => setShowReplies((shown) => !shown)}
        >
          {showReplies ? t('blog.hideReplies') : tp('blog.replyCount', replies.length)}
        </button>
      )}
      {repliesShown && (
        <ul className="blog-replies">
          {replies.map((reply) => (
            <li key={reply.blogActivityID}>
              <CommentItem comment={reply} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
