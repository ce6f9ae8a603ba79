import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { postComment } from '../../api/post-comment';
import { postDeleteComment } from '../../api/post-delete-comment';
import { postReaction } from '../../api/post-reaction';
import { apiClientAtom } from '../../state/api-base-atom';
import { requireLoginAtom } from '../../state/require-login-atom';
import { type SessionClient, sessionClientAtom } from '../../state/session-atom';

/** How a post ended: stored, refused or unanswered (the text stays for Retry), or a guest sent to sign in. */
export type PostOutcome = 'posted' | 'failed' | 'login';

export interface CommentActions {
  /** The signed-in client, read from the shared store: a sign-in anywhere on the page shows here at once. */
  me: SessionClient | null;
  post: (text: string, parentId?: number) => Promise<PostOutcome>;
  react: (call: 'add-like' | 'add-dislike', commentId: number) => Promise<void>;
  remove: (commentId: number) => Promise<boolean>;
  /** True for a client; a guest is sent to the login modal and gets false. */
  canWrite: () => boolean;
  /** A like, dislike or delete that did not go through, until the next action. */
  failed: boolean;
}

/**
 * What a client does to the comments of post `blogId`. Guests are sent to the login modal (reason
 * 'comment'); every change reloads the list (`reload`), as SPEC §4 says.
 */
export function useCommentActions(blogId: number, reload: () => void): CommentActions {
  const api = useAtomValue(apiClientAtom);
  const me = useAtomValue(sessionClientAtom);
  const requireLogin = useSetAtom(requireLoginAtom);
  const [failed, setFailed] = useState(false);

  const post = useCallback(
    async (text: string, parentId?: number): Promise<PostOutcome> => {
      if (!requireLogin('comment') || !me) return 'login';
      const result = await postComment(api, {
        ClientID: me.ClientID,
        BlogID: blogId,
        comment: text,
        parentId,
      });
      if (!result.ok || !result.value.success) {
        if (!result.ok)
          console.warn(`[bluebonnet] Comment not posted, kept for a retry: ${result.failure.message}`);
        return 'failed';
      }
      reload();
      return 'posted';
    },
    [api, blogId, me, reload, requireLogin],
  );

  const react = useCallback(
    async (call: 'add-like' | 'add-dislike', commentId: number) => {
      if (!requireLogin('comment') || !me) return;
      const result = await postReaction(api, call, { ClientID: me.ClientID, BlogID: blogId, commentId });
      setFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      reload();
    },
    [api, blogId, me, reload, requireLogin],
  );

  const remove = useCallback(
    async (commentId: number) => {
      if (!requireLogin('comment') || !me) return false;
      const result = await postDeleteComment(api, me.ClientID, commentId);
      setFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      reload();
      return result.ok;
    },
    [api, me, reload, requireLogin],
  );

  const canWrite = useCallback(() => requireLogin('comment'), [requireLogin]);

  return useMemo(
    () => ({ me, post, react, remove, canWrite, failed }),
    [me, post, react, remove, canWrite, failed],
  );
}
