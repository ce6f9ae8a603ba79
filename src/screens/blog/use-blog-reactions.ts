import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchBlogReactions } from '../../api/fetch-blog-reactions';
import { postReaction } from '../../api/post-reaction';
import type { Like } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { requireLoginAtom } from '../../state/require-login-atom';
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

/** Likes and dislikes of post `blogId` itself; a press toggles the client's own and reads both again. */
export function useBlogReactions(blogId: number): BlogReactions {
  const api = useAtomValue(apiClientAtom);
  const me = useAtomValue(sessionClientAtom);
  const requireLogin = useSetAtom(requireLoginAtom);
  const [lists, setLists] = useState<{ likes: Like[]; dislikes: Like[] } | null>(null);
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
      if (!requireLogin('comment') || !me) return;
      const result = await postReaction(api, call, { ClientID: me.ClientID, BlogID: blogId });
      setFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      setAttempt((n) => n + 1);
    },
    [api, blogId, me, requireLogin],
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
