import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBlogReactions } from '../../api/fetch-blog-reactions';
import { postReaction } from '../../api/post-reaction';
import type { Like } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { signInFirstAtom } from '../../state/require-login-atom';
import { sessionClientAtom } from '../../state/session-atom';

export interface BlogReactions {
  /** `null` until both lists are read. */
  likes: Like[] | null;
  dislikes: Like[] | null;
  liked: boolean;
  disliked: boolean;
  /** The last load or press did not go through. */
  failed: boolean;
  toggle: (call: 'add-blog-like' | 'add-blog-dislike') => Promise<void>;
}

/**
 * Likes and dislikes of post `blogId` itself; a press toggles the client's own and reads both again. A
 * guest's press opens the login modal and counts once they sign in from it.
 */
export function useBlogReactions(blogId: number): BlogReactions {
  const api = useAtomValue(apiClientAtom);
  const me = useAtomValue(sessionClientAtom);
  const signInFirst = useSetAtom(signInFirstAtom);
  const [lists, setLists] = useState<{ likes: Like[]; dislikes: Like[] } | null>(null);
  // Read after a sign-in from the prompt, when the press's own render is long gone.
  const latest = useRef(lists);
  latest.current = lists;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    Promise.all([
      fetchBlogReactions(api, blogId, 'likes', controller.signal),
      fetchBlogReactions(api, blogId, 'dislikes', controller.signal),
    ]).then(([likes, dislikes]) => {
      if (controller.signal.aborted) return;
      if (likes.ok && dislikes.ok) {
        setLists({ likes: likes.value.data, dislikes: dislikes.value.data });
        return;
      }
      setFailed(true);
    });
    return () => controller.abort();
  }, [api, blogId, attempt]);

  const toggle = useCallback(
    async (call: 'add-blog-like' | 'add-blog-dislike') => {
      const guest = me === null;
      const client = await signInFirst('comment');
      if (!client) return;
      // A press toggles: a guest asked for the reaction, which the account may already hold.
      const given = call === 'add-blog-like' ? latest.current?.likes : latest.current?.dislikes;
      if (guest && given?.some((like) => like.ClientID === client.ClientID)) return;
      const result = await postReaction(api, call, { ClientID: client.ClientID, BlogID: blogId });
      setFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      setAttempt((n) => n + 1);
    },
    [api, blogId, me, signInFirst],
  );

  const mine = (list: Like[] | undefined) =>
    me !== null && (list ?? []).some((l) => l.ClientID === me.ClientID);
  return {
    likes: lists?.likes ?? null,
    dislikes: lists?.dislikes ?? null,
    liked: mine(lists?.likes),
    disliked: mine(lists?.dislikes),
    failed,
    toggle,
  };
}
