import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { postComment } from '../../api/post-comment';
import { postDeleteComment } from '../../api/post-delete-comment';
import { postReaction } from '../../api/post-reaction';
import { apiClientAtom } from '../../state/api-base-atom';
import { requireLoginAtom, signInFirstAtom } from '../../state/require-login-atom';
import { type SessionClient, sessionClientAtom } from '../../state/session-atom';

/** How a post ended: stored, refused or unanswered (the text stays for Retry), or a guest sent to sign in. */
export type PostOutcome = 'posted' | 'failed' | 'login';

export interface CommentActions {
  /** The signed-in client, read from the shared store: a sign-in anywhere on the page shows here at once. */
  me: SessionClient | null;
  post: (text: string, parentId?: number) => Promise<PostOutcome>;
  /** `given`: the comment's current list of that reaction (a guest's like is not undone after sign-in). */
  react: (
    call: 'add-like' | 'add-dislike',
    commentId: number,
    given: readonly { ClientID: number | null }[],
  ) => Promise<void>;
  remove: (commentId: number) => Promise<boolean>;
  /** Runs `then` for a client; a guest is sent to the login modal, and `then` runs once they sign in. */
  whenSignedIn: (then: () => void) => void;
  /** A like, dislike or delete that did not go through, until the next action. */
  failed: boolean;
}

/**
 * What a client does to the comments of post `blogId`. Guests are sent to the login modal (reason
 * 'comment'), and the comment, reply or like they tried goes through once they sign in from it (the
 * text waits in its box meanwhile); every change reloads the list (`reload`), as SPEC §4 says.
 */
export function useCommentActions(blogId: number, reload: () => void): CommentActions {
  const api = useAtomValue(apiClientAtom);
  const me = useAtomValue(sessionClientAtom);
  const requireLogin = useSetAtom(requireLoginAtom);
  const signInFirst = useSetAtom(signInFirstAtom);
  const [failed, setFailed] = useState(false);

  const post = useCallback(
    async (text: string, parentId?: number): Promise<PostOutcome> => {
      const client = await signInFirst('comment');
      if (!client) return 'login';
      const result = await postComment(api, {
        ClientID: client.ClientID,
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
    [api, blogId, reload, signInFirst],
  );

  const react = useCallback(
    async (
      call: 'add-like' | 'add-dislike',
      commentId: number,
      given: readonly { ClientID: number | null }[],
    ) => {
      const guest = me === null;
      const client = await signInFirst('comment');
      if (!client) return;
      // A press toggles: the guest asked for the reaction, which the account may already hold.
      if (guest && given.some((like) => like.ClientID === client.ClientID)) return reload();
      const result = await postReaction(api, call, { ClientID: client.ClientID, BlogID: blogId, commentId });
      setFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      reload();
    },
    [api, blogId, me, reload, signInFirst],
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

  const whenSignedIn = useCallback(
    (then: () => void) => {
      if (me) return then();
      void signInFirst('comment').then((client) => client && then());
    },
    [me, signInFirst],
  );

  return useMemo(
    () => ({ me, post, react, remove, whenSignedIn, failed }),
    [me, post, react, remove, whenSignedIn, failed],
  );
}
