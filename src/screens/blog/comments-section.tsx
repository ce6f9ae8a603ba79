import { useId, useMemo, useRef } from 'react';
import { useT } from '../../ui/use-t';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { countComments } from './count-comments';
import { useBlogComments } from './use-blog-comments';
import { useCommentActions } from './use-comment-actions';

/**
 * The discussion under a post (SPEC §2 Blog comments, §4 Comments): the comment box, then the threaded
 * comments, newest first. Loading, a failed load (with Retry) and an empty thread each say so; the list
 * stays on screen while it reloads after a post, a like or a delete.
 */
export function CommentsSection({ blogId }: { blogId: number }) {
  const { t } = useT();
  const headingId = useId();
  const { comments, failed, reload } = useBlogComments(blogId);
  const heading = useRef<HTMLHeadingElement>(null);
  const commentActions = useCommentActions(blogId, reload);
  // A deleted comment takes its focused 'Yes, delete' with it: focus moves to the heading, which then
  // reads the new count, rather than to the page's <body>.
  const actions = useMemo(
    () => ({
      ...commentActions,
      remove: async (commentId: number) => {
        const removed = await commentActions.remove(commentId);
        if (removed) heading.current?.focus();
        return removed;
      },
    }),
    [commentActions],
  );

  return (
    <section className="blog-comments" aria-labelledby={headingId} part="comments">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {comments ? t('blog.commentsCount', { count: countComments(comments) }) : t('blog.comments')}
      </h2>
      <CommentBox
        label={t('blog.commentLabel')}
        placeholder={t('blog.commentPlaceholder')}
        submitLabel={t('blog.postComment')}
        onPost={(text) => actions.post(text)}
      />
      {!actions.me && <p className="blog-hint">{t('blog.signInToComment')}</p>}
      {actions.failed && (
        <p className="blog-failure" role="alert">
          {t('blog.actionFailed')}
        </p>
      )}
      {failed && (
        <div className="blog-failure" role="alert">
          <p>{t('error.network')}</p>
          <button type="button" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {comments === null && !failed && (
        <p className="blog-hint" role="status">
          {t('common.loading')}
        </p>
      )}
      {comments?.length === 0 && <p className="blog-hint">{t('blog.noComments')}</p>}
      {comments && comments.length > 0 && (
        <ul className="blog-thread">
          {comments.map((comment) => (
            <li key={comment.blogActivityID}>
              <CommentItem comment={comment} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
