import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import type { ApiResult } from '../../api/api-result';
import type { ApiClient } from '../../api/create-api-client';
import { fetchBlogReactions } from '../../api/fetch-blog-reactions';
import { postReaction } from '../../api/post-reaction';
import type { Like } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { signInFirstAtom } from '../../state/require-login-atom';
import { sessionClientAtom } from '../../state/session-atom';
import { useApiResource } from '../../ui/use-api-resource';

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

/** Both lists of post `blogId`; either failing fails the read. */
async function fetchBothLists(
  api: ApiClient,
  blogId: number,
  signal: AbortSignal,
): Promise<ApiResult<{ likes: Like[]; dislikes: Like[] }>> {
  const [likes, dislikes] = await Promise.all([
    fetchBlogReactions(api, blogId, 'likes', signal),
    fetchBlogReactions(api, blogId, 'dislikes', signal),
  ]);
  if (!likes.ok) return likes;
  if (!dislikes.ok) return dislikes;
  return { ok: true, value: { likes: likes.value.data, dislikes: dislikes.value.data } };
}

/**
 * Likes and dislikes of post `blogId` itself; a press toggles the client's own and reads both again. A
 * guest's press opens the login modal and counts once they sign in from it.
 */
export function useBlogReactions(blogId: number): BlogReactions {
  const api = useAtomValue(apiClientAtom);
  const me = useAtomValue(sessionClientAtom);
  const signInFirst = useSetAtom(signInFirstAtom);
  const answer = useApiResource((api, signal) => fetchBothLists(api, blogId, signal), blogId);
  // A press reads both lists again; the counts stay on screen meanwhile.
  const lists = answer.status === 'ready' ? answer.value : (answer.previous ?? null);
  // Read after a sign-in from the prompt, when the press's own render is long gone.
  const latest = useRef(lists);
  latest.current = lists;
  const [pressFailed, setPressFailed] = useState(false);
  const reload = answer.retry;

  const toggle = useCallback(
    async (call: 'add-blog-like' | 'add-blog-dislike') => {
      const guest = me === null;
      const client = await signInFirst('comment');
      if (!client) return;
      // A press toggles: a guest asked for the reaction, which the account may already hold.
      const given = call === 'add-blog-like' ? latest.current?.likes : latest.current?.dislikes;
      if (guest && given?.some((like) => like.ClientID === client.ClientID)) return;
      const result = await postReaction(api, call, { ClientID: client.ClientID, BlogID: blogId });
      setPressFailed(!result.ok);
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      reload();
    },
    [api, blogId, me, signInFirst, reload],
  );

  const mine = (list: Like[] | undefined) =>
    me !== null && (list ?? []).some((l) => l.ClientID === me.ClientID);
  return {
    likes: lists?.likes ?? null,
    dislikes: lists?.dislikes ?? null,
    liked: mine(lists?.likes),
    disliked: mine(lists?.dislikes),
    failed: pressFailed || answer.status === 'failed',
    toggle,
  };
}
