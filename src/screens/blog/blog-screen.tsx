import { useRef } from 'react';
import { formatDate } from '../../lib/format/format-date';
import { BackToTop } from '../../ui/back-to-top';
import { LoadFailure } from '../../ui/load-failure';
import { useT } from '../../ui/use-t';
import { blogIdFromPath } from './blog-id-from-path';
import { BlogReactionsBar } from './blog-reactions-bar';
import { CommentsSection } from './comments-section';
import { useBlogPost } from './use-blog-post';

export interface BlogScreenProps {
  /** From the `blog-id` attribute, already validated; else the {id} of a /blog/{id}/{url} address. */
  blogId?: number | undefined;
}

/**
 * `<bb-blog>`'s screen, a blog post with its discussion (SPEC §2 /blog/{id}/{url}): title, author and
 * date, the text, like / dislike / share, then the threaded comments. The post's body is the brokerage's
 * plain text, one paragraph per blank-line-separated block.
 */
export function BlogScreen({ blogId: fromAttribute }: BlogScreenProps) {
  const { t, lang } = useT();
  const blogId = fromAttribute ?? blogIdFromPath(globalThis.location?.pathname ?? '');
  const post = useBlogPost(blogId);
  const title = useRef<HTMLHeadingElement>(null);

  if (blogId === null) return <p className="blog-hint">{t('blog.missingId')}</p>;
  if (post.status === 'missing') return <p className="blog-hint">{t('blog.notFound')}</p>;
  if (post.status === 'loading') {
    return (
      <p className="blog-hint" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (post.status === 'failed') return <LoadFailure onRetry={post.retry} />;
  const data = post.post;
  const pageUrl = (globalThis.location?.href ?? '').split('#')[0] ?? '';

  return (
    <article className="blog" part="blog">
      <header className="blog-header">
        <h1 ref={title}>{data.title}</h1>
        <p className="blog-byline">
          {data.author && t('blog.byline', { author: data.author })}
          {data.created_at && <time dateTime={data.created_at}> · {formatDate(lang, data.created_at)}</time>}
        </p>
      </header>
      <div className="blog-body">
        {data.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            // Paragraphs of one fixed text: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index}>{paragraph}</p>
          ))}
      </div>
      <BlogReactionsBar blogId={blogId} title={data.title} pageUrl={pageUrl} />
      <CommentsSection blogId={blogId} />
      <BackToTop target={title} />
    </article>
  );
}
