import { useT } from '../../ui/use-t';
import { ReactionIcon } from './reaction-icon';
import { ShareMenu } from './share-menu';
import { useBlogReactions } from './use-blog-reactions';

interface Props {
  blogId: number;
  title: string;
  pageUrl: string;
}

/** Like and dislike of the post (with counts, pressed when the client's own) and the share menu. */
export function BlogReactionsBar({ blogId, title, pageUrl }: Props) {
  const { t } = useT();
  const { likes, dislikes, liked, disliked, failed, toggle } = useBlogReactions(blogId);

  return (
    <div className="blog-bar">
      <button
        type="button"
        className="blog-reaction"
        aria-pressed={liked}
        onClick={() => void toggle('add-blog-like')}
      >
        <ReactionIcon /> {t('blog.like')} <span className="blog-count">{likes?.length ?? '–'}</span>
      </button>
      <button
        type="button"
        className="blog-reaction"
        aria-pressed={disliked}
        onClick={() => void toggle('add-blog-dislike')}
      >
        <ReactionIcon down /> {t('blog.dislike')}{' '}
        <span className="blog-count">{dislikes?.length ?? '–'}</span>
      </button>
      <ShareMenu pageUrl={pageUrl} title={title} />
      {failed && (
        <p className="blog-failure" role="alert">
          {t('blog.actionFailed')}
        </p>
      )}
    </div>
  );
}
